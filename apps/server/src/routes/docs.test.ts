import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: "2" });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: "GET", url });

/** The `src` and `href` of every script, stylesheet and icon a page loads. */
const assetsOf = (html: string) => [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);

/** Parses a Content-Security-Policy header into directive → sources. */
const csp = (header: unknown) =>
  new Map(
    String(header)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );

describe("GET /api/docs", () => {
  it("is the interactive reference page, whose every asset this server serves", async () => {
    const page = await get("/api/docs");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<title>qrbar API reference</title>");
    const assets = assetsOf(page.body);
    expect(assets).toEqual(
      expect.arrayContaining([
        "/api/docs/static/swagger-ui.css",
        "/api/docs/static/swagger-ui-bundle.js",
        "/api/docs/static/swagger-initializer.js",
      ]),
    );
    for (const asset of assets) {
      const res = await get(asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.rawPayload.length, asset).toBeGreaterThan(0);
      expect(res.headers["content-type"], asset).toMatch(/^(text\/css|application\/javascript|image\/png)/);
    }
  });

  it("needs nothing from elsewhere: no absolute URL to load, no inline script, no validator badge", async () => {
    const page = (await get("/api/docs")).body;
    expect(assetsOf(page).filter((url) => /^(https?:)?\/\//.test(url))).toEqual([]);
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const init = (await get("/api/docs/static/swagger-initializer.js")).body;
    expect(init).toContain("validatorUrl: null");
    expect(init).toContain("resolveUrl('./json')");
    expect(init.replace(/^\s*\/\/.*$/gm, "")).not.toMatch(/https?:\/\//);
  });

  it("shows the same document as /api/openapi.json", async () => {
    const shown = await get("/api/docs/json");
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual((await get("/api/openapi.json")).json());
  });

  it("is allowed by the Content-Security-Policy: own scripts, blob: images, no upgrade to https", async () => {
    const policy = csp((await get("/api/docs")).headers["content-security-policy"]);
    // One policy for the whole site: 'wasm-unsafe-eval' lets the playground's scanner compile its wasm, and
    // allows no eval of JavaScript.
    expect(policy.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("style-src")).toContain("'self'");
    expect(policy.get("style-src")).toContain("'unsafe-inline'");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("counts against the documents' budget, not the API's: the page, its assets and the document", async () => {
    for (const url of ["/api/docs", "/api/docs/static/swagger-ui.css", "/api/docs/json", "/api/openapi.json"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["x-ratelimit-limit"], url).toBe("120");
    }
    // The API's budget of 2 is untouched.
    expect((await get("/api/qr/types")).headers["x-ratelimit-remaining"]).toBe("1");
  });

  it("answers an unknown file under its static folder with 404 in our JSON shape", async () => {
    const res = await get("/api/docs/static/../../package.json");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    expect((await get("/api/docs/static/swagger-ui.js")).statusCode).toBe(404);
  });
});

describe("the documents are served prebuilt", () => {
  const documents = [
    "/api/openapi.json",
    "/api/docs",
    "/api/docs/",
    "/api/docs/json",
    "/api/docs/yaml",
    "/api/docs/static/swagger-initializer.js",
    "/api/docs/static/swagger-ui-bundle.js",
    "/llms.txt",
  ];

  it.each(documents)("%s: gzip and brotli decode to the same bytes, each with its own strong ETag", async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    const inflate = { gzip: gunzipSync, br: brotliDecompressSync };
    const tags = new Set([plain.headers.etag]);
    for (const coding of ["gzip", "br"] as const) {
      const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": coding } });
      expect(res.headers["content-encoding"]).toBe(coding);
      expect(res.headers.vary).toBe("accept-encoding");
      expect(inflate[coding](res.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      tags.add(res.headers.etag);
    }
    expect([...tags].every((tag) => /^"[\w-]{27}(?:-br|-gz)?"$/.test(String(tag)))).toBe(true);
    expect(tags.size).toBe(3);
  });

  it.each(documents)("%s: a matching If-None-Match is 304 with no body, whichever coding it was for", async (url) => {
    const { etag } = (await app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } })).headers;
    for (const headers of [
      { "if-none-match": String(etag) },
      { "if-none-match": `"other", W/${etag}`, "accept-encoding": "gzip" },
      { "if-none-match": "*" },
    ]) {
      const res = await app.inject({ method: "GET", url, headers });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
    }
    expect((await app.inject({ method: "GET", url, headers: { "if-none-match": '"stale"' } })).statusCode).toBe(200);
  });

  it("builds the OpenAPI document once, not per request", async () => {
    await get("/api/openapi.json");
    const swagger = vi.spyOn(app, "swagger");
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      for (const url of ["/api/openapi.json", "/api/docs/json", "/api/openapi.json"]) {
        expect((await app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } })).statusCode).toBe(200);
      }
      expect(swagger).not.toHaveBeenCalled();
      // Nothing the size of the document is serialised again.
      expect(stringify.mock.results.every(({ value }) => String(value).length < 10_000)).toBe(true);
    } finally {
      swagger.mockRestore();
      stringify.mockRestore();
    }
  });
});

describe("the documents' own budget", () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ DOCUMENT_RATE_LIMIT_MAX: "3" });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("is shared by every document and answers 429 in our shape past it, without touching the API's", async () => {
    const from = (url: string, remoteAddress = "10.9.0.1") => limited.inject({ method: "GET", url, remoteAddress });
    for (const url of ["/api/openapi.json", "/api/docs/static/swagger-ui.css", "/llms.txt"]) {
      expect((await from(url)).statusCode, url).toBe(200);
    }
    const over = await from("/api/docs");
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(over.json().error).toMatch(/^rate limit of 3 requests per 1 minute to the documents .* exceeded; retry in /);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(over.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((await from("/")).statusCode).toBe(429);
    // The API still answers this client, and other clients still get the documents.
    expect((await from("/api/qr/types")).statusCode).toBe(200);
    expect((await from("/api/openapi.json", "10.9.0.2")).statusCode).toBe(200);
  });
});
