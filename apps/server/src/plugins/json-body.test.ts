import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/index.js";
import { jsonShape, MAX_JSON_DEPTH, MAX_JSON_VALUES } from "./json-body.js";

describe("jsonShape", () => {
  it.each([
    ["1", 0, 0],
    ["{}", 1, 1],
    ['{"a":1,"b":[1,2,3]}', 2, 5],
    ['{"items":[{"a":1},{"b":2}]}', 3, 5],
    ['["[{,,,", "\\\\", "\\"]]]"]', 1, 3],
  ])("%s nests %i deep and holds about %i values", (text, depth, values) => {
    expect(jsonShape(text)).toEqual({ depth, values });
  });

  it("measures any JSON value's depth and values exactly (a container counts its members, at least 1)", () => {
    const children = (value: unknown): unknown[] =>
      typeof value === "object" && value !== null ? Object.values(value) : [];
    const isContainer = (value: unknown) => typeof value === "object" && value !== null;
    const depthOf = (value: unknown): number =>
      isContainer(value) ? 1 + Math.max(0, ...children(value).map(depthOf)) : 0;
    const valuesOf = (value: unknown): number =>
      isContainer(value)
        ? Math.max(1, children(value).length) + children(value).reduce<number>((n, v) => n + valuesOf(v), 0)
        : 0;
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonShape(JSON.stringify(value), { depth: 1000, values: 1e9 })).toEqual({
          depth: depthOf(value),
          values: valuesOf(value),
        });
      }),
    );
  });
});

describe("JSON bodies past the limits", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: "100000" });
  });
  afterAll(async () => app.close());

  const post = (url: string, payload: string) =>
    app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json" } });
  const POST_ROUTES = ["/api/qr/generate", "/api/barcode/generate", "/api/batch/qr", "/api/label/generate"];

  it.each(POST_ROUTES)("%s refuses JSON nested 3,500 deep with 400, not a stack overflow", async (url) => {
    const res = await post(url, `{"sender":${'{"a":'.repeat(3500)}1${"}".repeat(3500)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: "VALIDATION_ERROR",
      error: `body nests deeper than ${MAX_JSON_DEPTH} levels; no request needs that many`,
      details: [{ field: "body", message: `nests deeper than ${MAX_JSON_DEPTH} levels; no request needs that many` }],
    });
  });

  it("takes JSON at the depth limit to validation, and refuses one level more", async () => {
    const nested = (depth: number) => `{"type":"text","content":${"[".repeat(depth - 1)}1${"]".repeat(depth - 1)}}`;
    const atLimit = await post("/api/qr/generate", nested(MAX_JSON_DEPTH));
    expect(atLimit.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "content" }] });
    const over = await post("/api/qr/generate", nested(MAX_JSON_DEPTH + 1));
    expect(over.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "body" }] });
  });

  it("refuses a body of more values than the limit, and takes a full batch", async () => {
    const many = JSON.stringify({ items: Array.from({ length: MAX_JSON_VALUES }, (_, i) => i) });
    expect((await post("/api/batch/qr", many)).json().error).toBe(
      "body holds more than 10,000 values; no request needs that many",
    );
    const items = Array.from({ length: 50 }, (_, i) => ({
      type: "email",
      content: { email: `a${i}@example.com`, subject: "Hello", body: "A full batch item" },
      customization: { size: 200, fill_color: "#000000", back_color: "#FFFFFF", error_correction: "M", margin: 4 },
    }));
    const full = await post("/api/batch/qr", JSON.stringify({ items }));
    expect(full.statusCode).toBe(200);
    expect(full.json().successful).toBe(50);
  });

  it.each(["text/plain", "text/plain; charset=utf-8", "application/x-www-form-urlencoded"])(
    "answers a JSON route given %s with 415",
    async (type) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/qr/generate",
        payload: '{"type":"text","content":{"text":"x"}}',
        headers: { "content-type": type },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
    },
  );
});
