import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createStore } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { buildTestApp } from "./testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const expectError = (
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
  code: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code });
  expect(typeof body.error).toBe("string");
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+|node_modules|FST_/);
};

describe("errors are always the JSON shape", () => {
  it("invalid JSON → 400 INVALID_JSON", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/qr/generate",
      headers: { "content-type": "application/json" },
      payload: '{"type": "text", ',
    });
    expectError(res, 400, "INVALID_JSON");
  });

  it("an empty JSON body → 400 INVALID_JSON", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/qr/generate",
      headers: { "content-type": "application/json" },
    });
    expectError(res, 400, "INVALID_JSON");
  });

  it("a JSON body over 1 MB → 413 PAYLOAD_TOO_LARGE", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/qr/generate",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ type: "text", content: { text: "a".repeat(1_100_000) } }),
    });
    expectError(res, 413, "PAYLOAD_TOO_LARGE");
  });

  it("a body that is not JSON → 415 UNSUPPORTED_MEDIA_TYPE", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/qr/generate",
      headers: { "content-type": "application/xml" },
      payload: "<qr/>",
    });
    expectError(res, 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("an unknown route → 404 NOT_FOUND", async () => {
    expectError(await app.inject({ method: "GET", url: "/api/nope" }), 404, "NOT_FOUND");
    expectError(await app.inject({ method: "GET", url: "/nope" }), 404, "NOT_FOUND");
  });

  it.each([
    ["GET", "/api/qr/generate", "POST"],
    ["DELETE", "/api/qr/types", "GET"],
    ["POST", "/api/qr/download/123", "GET"],
  ] as const)("%s %s → 405 METHOD_NOT_ALLOWED with Allow: %s", async (method, url, allow) => {
    const res = await app.inject({ method, url });
    expectError(res, 405, "METHOD_NOT_ALLOWED");
    expect(res.headers.allow).toContain(allow);
  });

  it("a trailing slash is the route itself, not a self-contradictory 405", async () => {
    const generated = await app.inject({
      method: "POST",
      url: "/api/qr/generate/",
      payload: { type: "text", content: { text: "slash" } },
    });
    expect(generated.statusCode).toBe(200);
    expect(generated.json().payload).toBe("slash");
    const health = await app.inject({ method: "GET", url: "/api/health/" });
    expect(health.json()).toEqual({ success: true, status: "ok", storage: "ok" });
    const wrong = await app.inject({ method: "GET", url: "/api/qr/generate/" });
    expectError(wrong, 405, "METHOD_NOT_ALLOWED");
    expect(wrong.json().error).toBe("GET is not allowed on /api/qr/generate; use POST");
  });
});

describe("GET /api/health", () => {
  it("is ok while storage answers", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: "ok", storage: "ok" });
  });

  it("is 503 degraded when storage is gone, and generation is 503 STORAGE_UNAVAILABLE", async () => {
    const store = await createStore(`sqlite://${join(mkdtempSync(join(tmpdir(), "qrbar-")), "h.sqlite")}`);
    const broken = await buildApp({ config: loadConfig({}), logger: false, store });
    await store.close();
    const health = await broken.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ success: false, status: "degraded", storage: "unavailable" });
    const generated = await broken.inject({
      method: "POST",
      url: "/api/qr/generate",
      payload: { type: "text", content: { text: "x" } },
    });
    expectError(generated, 503, "STORAGE_UNAVAILABLE");
    await broken.close();
  });
});

describe("absolute documentation links", () => {
  it("come from PUBLIC_BASE_URL when set", async () => {
    const custom = await buildTestApp({ PUBLIC_BASE_URL: "https://qr.example.com/" });
    const res = await custom.inject({ method: "GET", url: "/api/qr/types" });
    expect(res.json().documentation).toBe("https://qr.example.com/api/docs");
    await custom.close();
  });

  it("believe X-Forwarded-* only with TRUST_PROXY", async () => {
    const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "edge.example.com" };
    const plain = await app.inject({ method: "GET", url: "/api/qr/types", headers });
    expect(plain.json().documentation).toBe("http://localhost:80/api/docs");
    const trusting = await buildTestApp({ TRUST_PROXY: "true" });
    const res = await trusting.inject({ method: "GET", url: "/api/qr/types", headers });
    expect(res.json().documentation).toBe("https://edge.example.com/api/docs");
    await trusting.close();
  });

  it.each([
    ["localhost:3000", "http://localhost:3000/api/docs"],
    ["qr.example.com", "http://qr.example.com/api/docs"],
    ["[::1]:8080", "http://[::1]:8080/api/docs"],
    ["evil.example/phish?x=", "/api/docs"],
    ['a"><script>alert(1)</script>', "/api/docs"],
    ["user@evil.example", "/api/docs"],
    ["evil.example:99999999", "/api/docs"],
    ["-bad-.example", "/api/docs"],
  ])("use the Host header %j only when it is a plain host[:port]", async (host, link) => {
    const res = await app.inject({ method: "GET", url: "/api/qr/types", headers: { host } });
    expect(res.json().documentation).toBe(link);
  });

  it("the docs page answers at api_docs", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
  });
});
