import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, registeredRoutes } from "./testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: "1000000" });
});
afterAll(async () => {
  await app.close();
});

const POST_ROUTES = ["/api/qr/generate", "/api/barcode/generate", "/api/batch/qr"];

/** Every answer is a success or a documented JSON error; never a 5xx. */
function expectDocumentedAnswer(res: { statusCode: number; headers: Record<string, unknown>; body: string }): void {
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  if (res.statusCode >= 400) {
    expect(body.success).toBe(false);
    expect(typeof body.error).toBe("string");
    expect(typeof body.code).toBe("string");
  } else {
    expect(body.success).toBe(true);
  }
}

/** JSON-like values with the field names the API knows, so some requests get deep into validation. */
const apiShaped = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom("text", "url", "email", "wifi", "code128", "ean13", "#000", "#FFFFFF", "PNG", "svg", "H"),
    fc.array(tie("value"), { maxLength: 4 }),
    tie("object"),
  ),
  object: fc.dictionary(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        "type",
        "content",
        "customization",
        "items",
        "text",
        "url",
        "email",
        "size",
        "fill_color",
        "format",
      ),
    ),
    tie("value"),
    { maxKeys: 5 },
  ),
}));

/** Posts `payload` labelled as JSON to `url` and expects a documented answer. */
async function postAsJson(url: string, payload: string | Buffer): Promise<void> {
  expectDocumentedAnswer(
    await app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload }),
  );
}

describe("malformed and random input never breaks the server", () => {
  it.each(POST_ROUTES)("random JSON values to %s get a documented answer", async (url) => {
    await fc.assert(
      fc.asyncProperty(apiShaped.value, (value) => postAsJson(url, JSON.stringify(value))),
      { numRuns: 150 },
    );
  });

  it.each(POST_ROUTES)(
    "random bytes labelled as JSON to %s are 400 INVALID_JSON or a documented answer",
    async (url) => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), (bytes) => postAsJson(url, Buffer.from(bytes))),
        { numRuns: 100 },
      );
    },
  );

  it("random content types and methods get documented answers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
        fc.constantFrom(...POST_ROUTES, "/api/qr/types", "/api/qr/download/1", "/api/x", "/api/qr/download/%zz"),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "image/png"),
        fc.string({ maxLength: 50 }),
        async (method, url, contentType, payload) => {
          const res = await app.inject({ method, url, headers: { "content-type": contentType }, payload });
          expectDocumentedAnswer(res);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("random bytes uploaded to /api/scan, with or without an image signature, get a documented answer", async () => {
    const signatures = [
      [],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0xff, 0xd8, 0xff],
      [0x47, 0x49, 0x46, 0x38],
      [0x42, 0x4d],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...signatures),
        fc.uint8Array({ maxLength: 400 }),
        fc.constantFrom("image/png", "application/octet-stream", "text/plain"),
        async (signature, bytes, type) => {
          const form = new FormData();
          form.append("image", new Blob([new Uint8Array([...signature, ...bytes])], { type }), "upload.bin");
          const request = new Request("http://localhost/api/scan", { method: "POST", body: form });
          const res = await app.inject({
            method: "POST",
            url: "/api/scan",
            headers: Object.fromEntries(request.headers),
            payload: Buffer.from(await request.arrayBuffer()),
          });
          expectDocumentedAnswer(res);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("is still healthy afterwards", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.json()).toEqual({ success: true, status: "ok", storage: "ok" });
  });
});

/** A route's path with its parameters and wildcard filled in. */
const filled = (url: string, param: string) => url.replace(/:\w+/g, param).replace("*", param);

/** Bodies an attacker would try: very deep, very wide, odd values, odd bytes. */
const hostileBody = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 5000 }), fc.constantFrom(["[", "]"], ['{"a":', "}"], ['{"content":', "}"]))
    .map(([depth, [open, close]]) => `${open.repeat(depth)}1${close.repeat(depth)}`),
  fc
    .integer({ min: 0, max: 15_000 })
    .map((n) => `{"type":"text",${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(",")}}`.replace(",}", "}")),
  fc.integer({ min: 0, max: 3000 }).map((n) => JSON.stringify({ items: Array.from({ length: n }, () => ({})) })),
  apiShaped.value.map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"type":"text","content":{"text":"\\u0000\\ud800"}}',
    "1e400",
    '"\\"',
    "",
    "null",
    "[]",
    "{",
    `{"type":"aztec","content":"${"x".repeat(3000)}"}`,
  ),
  fc.string({ maxLength: 200 }),
);

/** Content types, right, wrong and malformed. */
const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=utf-16",
  "text/plain",
  "text/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
  "image/png",
  "application/json, text/plain",
  ";;;",
);

describe("hostile input to every route", () => {
  it("answers below 500, and every error in the {success, error, code} shape", async () => {
    const routes = registeredRoutes(app);
    // Read from the app itself: the label and docs routes are there as well as the spec's (scan, download).
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: "POST", url: "/api/label/generate" },
        { method: "POST", url: "/api/scan" },
        { method: "GET", url: "/api/qr/download/:id" },
        { method: "GET", url: "/api/docs/json" },
      ]),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom("1", "0", "-1", "99999999999999999999", "abc", "%00", "..", "%E2%82", "x".repeat(300)),
        hostileBody,
        contentType,
        async (route, param, payload, type) => {
          const res = await app.inject({
            method: route.method as "GET",
            url: filled(route.url, param),
            headers: type === undefined ? {} : { "content-type": type },
            ...(route.method === "GET" || route.method === "HEAD" ? {} : { payload }),
          });
          expect(res.statusCode, `${route.method} ${route.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400 && route.method !== "HEAD") {
            expect(res.headers["content-type"]).toMatch(/^application\/json/);
            const body = JSON.parse(res.body) as Record<string, unknown>;
            // `/mcp` speaks JSON-RPC 2.0 (the MCP transport): what reaches the transport fails as a JSON-RPC
            // error; what the server refuses before it (media type, size) in the service's own shape.
            const shape =
              route.url === "/mcp" && "jsonrpc" in body
                ? { jsonrpc: "2.0", error: { code: expect.any(Number), message: expect.any(String) } }
                : { success: false, error: expect.any(String), code: expect.any(String) };
            expect(body).toMatchObject(shape);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
