import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_TOOLS } from "../mcp/mcp-tools.js";
import { buildTestApp, registeredRoutes } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("GET /llms.txt", () => {
  it("mentions every operation of the OpenAPI document, every MCP tool and /mcp", async () => {
    const res = await app.inject({ url: "/llms.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const text = res.body;
    expect(text).toMatch(/^# qrbar\n\n> /);
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(15);
    for (const operation of operations) expect(text).toContain(`- ${operation}: `);
    for (const tool of MCP_TOOLS) expect(text).toContain(`- ${tool.name}: `);
    expect(text).toContain("POST /mcp");
    expect(text).toContain("GET /api/qr/image: A QR code image from its URL. A QR code image itself, for `<img src>`");
  });

  it("lists every route the server has, hidden ones aside", () => {
    const routes = [...new Set(registeredRoutes(app).map(({ url }) => url.replace(/:[^/]+/g, "{}")))].filter(
      (path) => path.startsWith("/api/") && !path.startsWith("/api/docs/"),
    );
    expect(routes.length).toBeGreaterThan(10);
    return app.inject({ url: "/llms.txt" }).then((res) => {
      for (const route of routes) {
        expect(res.body, route).toContain(route.replace(/\{\}$/, ""));
      }
    });
  });
});
