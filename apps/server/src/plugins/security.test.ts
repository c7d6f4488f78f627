import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("headers", () => {
  it("answers CORS preflights for any origin", async () => {
    const res = await app.inject({
      method: "OPTIONS",
      url: "/api/qr/generate",
      headers: {
        origin: "https://shop.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-methods"]).toContain("POST");
  });

  it("lets browsers read the rate-limit and id headers, and carries the security headers", async () => {
    const res = await app.inject({ method: "GET", url: "/api/qr/types", headers: { origin: "https://shop.example" } });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-expose-headers"]).toContain("X-RateLimit-Remaining");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeDefined();
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends helmet's CSP loosened only where a page of ours needs it: blob: images, wasm, same-origin workers", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    const csp = Object.fromEntries(
      String(res.headers["content-security-policy"])
        .split(";")
        .map((directive) => {
          const [name = "", ...sources] = directive.trim().split(/\s+/);
          return [name, sources];
        }),
    );
    const { "upgrade-insecure-requests": _upgrade, ...defaults } = helmet.contentSecurityPolicy.getDefaultDirectives();
    expect(csp).toEqual({
      ...defaults,
      "img-src": ["'self'", "data:", "blob:"],
      "script-src": ["'self'", "'wasm-unsafe-eval'"],
      "worker-src": ["'self'"],
    });
  });

  it("marks generated results no-store and errors too; downloads stay cacheable", async () => {
    const generated = await app.inject({
      method: "POST",
      url: "/api/qr/generate",
      payload: { type: "text", content: { text: "c" } },
    });
    expect(generated.headers["cache-control"]).toBe("no-store");
    const failed = await app.inject({ method: "POST", url: "/api/qr/generate", payload: {} });
    expect(failed.headers["cache-control"]).toBe("no-store");
    const download = await app.inject({ method: "GET", url: generated.json().download_url });
    expect(download.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("gives every response a request id, taking a sane caller id and replacing an odd one", async () => {
    const fresh = await app.inject({ method: "GET", url: "/api/nope" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "trace-42" } });
    expect(given.headers["x-request-id"]).toBe("trace-42");
    const odd = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "<script>" } });
    expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
