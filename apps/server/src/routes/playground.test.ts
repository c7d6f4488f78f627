import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandling } from "../errors/error-handler.js";
import { buildTestApp } from "../testing/index.js";
import { playgroundRoutes } from "./playground.js";

const FILES = {
  "index.html": "<!doctype html><title>qrbar playground</title>",
  "app.js": "console.log('playground');",
  "app.css": "body { margin: 0 }",
  "draw-qr.js": "export const drawQr = () => {};",
  "draw-barcode.js": "export const drawBarcode = () => {};",
  "read-codes.js": "export const readCodes = () => {};",
  "scan-worker.js": "addEventListener('message', () => {});",
  // A wasm module's magic and version: an empty module.
  "zxing_reader.wasm": "\0asm\u0001\0\0\0",
};

describe("the playground page's routes", () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "qrbar-playground-route-"));
    for (const [name, text] of Object.entries(FILES)) await writeFile(join(dir, name), text);
    app = Fastify();
    installErrorHandling(app);
    await app.register(playgroundRoutes, { dir: pathToFileURL(`${dir}/`) });
  });

  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ["/", "index.html", "text/html; charset=utf-8"],
    ["/playground/app.js", "app.js", "text/javascript; charset=utf-8"],
    ["/playground/app.css", "app.css", "text/css; charset=utf-8"],
    ["/playground/draw-qr.js", "draw-qr.js", "text/javascript; charset=utf-8"],
    ["/playground/draw-barcode.js", "draw-barcode.js", "text/javascript; charset=utf-8"],
    ["/playground/read-codes.js", "read-codes.js", "text/javascript; charset=utf-8"],
    ["/playground/scan-worker.js", "scan-worker.js", "text/javascript; charset=utf-8"],
    ["/playground/zxing_reader.wasm", "zxing_reader.wasm", "application/wasm"],
  ] as const)("GET %s answers %s as %s, revalidated by ETag", async (url, file, type) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(type);
    expect(res.body).toBe(FILES[file]);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it.each([
    ["gzip", gunzipSync],
    ["br, gzip", brotliDecompressSync],
  ] as const)("compresses for a client that accepts %s, the same bytes once inflated", async (accepted, inflate) => {
    const res = await app.inject({
      method: "GET",
      url: "/playground/app.js",
      headers: { "accept-encoding": accepted },
    });
    expect(res.headers["content-encoding"]).toBe(accepted.startsWith("br") ? "br" : "gzip");
    expect(res.headers.vary).toBe("accept-encoding");
    expect(inflate(res.rawPayload).toString()).toBe(FILES["app.js"]);
  });

  it("answers a clear 404 JSON when the page was not built", async () => {
    const bare = Fastify();
    installErrorHandling(bare);
    await bare.register(playgroundRoutes, { dir: pathToFileURL(`${dir}/missing/`) });
    const res = await bare.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: "NOT_FOUND",
      error: expect.stringContaining("pnpm build"),
    });
    await bare.close();
  });
});

describe("the playground in the app", () => {
  it("is served with the server's one CSP, which allows the page's own script, worker, wasm and API calls only", async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: "GET", url: "/playground/app.js" });
    const csp = String(res.headers["content-security-policy"]);
    const directives = Object.fromEntries(
      csp.split(";").map((d) => {
        const [name = "", ...sources] = d.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives["default-src"]).toEqual(["'self'"]);
    // WebAssembly may be compiled (the scanner's zxing-cpp), never JavaScript from strings.
    expect(directives["script-src"]).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives["worker-src"]).toEqual(["'self'"]);
    expect(csp).not.toContain("'unsafe-eval'");
    // The page is not an API call: it counts against the documents' budget, not the API's.
    expect(res.headers["x-ratelimit-limit"]).toBe("120");
    await app.close();
  });
});
