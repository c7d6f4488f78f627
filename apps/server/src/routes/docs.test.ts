import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("style-src")).toContain("'self'");
    expect(policy.get("style-src")).toContain("'unsafe-inline'");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("is not rate limited, nor are its assets and the document", async () => {
    for (let i = 0; i < 4; i++) {
      for (const url of ["/api/docs", "/api/docs/static/swagger-ui.css", "/api/docs/json", "/api/openapi.json"]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["x-ratelimit-limit"], url).toBeUndefined();
      }
    }
  });
});
