import { ERROR_LIMITS } from "@qrbar/contract";
import { generateQr, QrbarError } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/index.js";
import { withoutLibraryText } from "./error-handler.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: "100000" });
});
afterAll(async () => app.close());

const post = (url: string, payload: string, contentType = "application/json") =>
  app.inject({ method: "POST", url, payload, headers: { "content-type": contentType } });

/** An object of `n` fields `k0`..`k<n-1>`. */
const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));

/** Every error answer is the shape, within the contract's bounds. */
function expectBounded(body: string) {
  const parsed = JSON.parse(body);
  expect(parsed.success).toBe(false);
  expect(typeof parsed.code).toBe("string");
  expect(parsed.error.length).toBeLessThanOrEqual(ERROR_LIMITS.error);
  expect(parsed.details?.length ?? 0).toBeLessThanOrEqual(ERROR_LIMITS.details);
  for (const { field, message } of parsed.details ?? []) {
    expect(field.length).toBeLessThanOrEqual(ERROR_LIMITS.field);
    expect(message.length).toBeLessThanOrEqual(ERROR_LIMITS.message);
  }
  return parsed;
}

describe("bounded errors", () => {
  it("answers a body of 90,000 unknown keys (about 1 MB) with one sentence under 4 KB", async () => {
    const payload = JSON.stringify({ type: "text", content: { text: "x" }, ...keys(90_000) });
    expect(payload.length).toBeGreaterThan(800_000);
    for (const url of ["/api/qr/generate", "/api/barcode/generate", "/api/batch/qr", "/api/label/generate"]) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.rawPayload.length, url).toBeLessThan(4096);
      expect(expectBounded(res.body)).toMatchObject({ code: "VALIDATION_ERROR" });
    }
  });

  it.each([
    ["the body", { type: "text", content: { text: "x" }, ...keys(9000) }, "body", "type, content, customization"],
    ["content", { type: "text", content: { text: "x", ...keys(9000) } }, "content", "text"],
    ["customization", { type: "text", content: { text: "x" }, customization: keys(9000) }, "customization", "size"],
  ])(
    "reports 9,000 unknown fields of %s as one entry with their count and the known fields",
    async (_n, body, field, known) => {
      const res = await post("/api/qr/generate", JSON.stringify(body));
      expect(res.statusCode).toBe(400);
      expect(res.rawPayload.length).toBeLessThan(4096);
      const parsed = expectBounded(res.body);
      expect(parsed.details).toHaveLength(1);
      expect(parsed.details[0].field).toBe(field);
      expect(parsed.details[0].message).toMatch(/^has 9000 unknown fields \(k0, k1, k2, …\); known fields: /);
      expect(parsed.details[0].message).toContain(known);
    },
  );

  it("names one unknown field by its name, with the known ones", async () => {
    const res = await post("/api/qr/generate", JSON.stringify({ type: "text", content: { text: "x" }, colour: 1 }));
    expect(expectBounded(res.body).details).toEqual([
      { field: "colour", message: "is not a known field; known fields: type, content, customization" },
    ]);
  });

  it.each([
    ["a 100 KB type", "/api/qr/generate", { type: "t".repeat(100_000), content: { text: "x" } }],
    ["a 100 KB unknown key", "/api/qr/generate", { type: "text", content: { text: "x" }, ["k".repeat(100_000)]: 1 }],
    ["a 100 KB barcode type", "/api/barcode/generate", { type: "b".repeat(100_000), content: "x" }],
    [
      "40 wrong label fields",
      "/api/label/generate",
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, i])),
    ],
    [
      "50 bad batch items",
      "/api/batch/qr",
      { items: Array.from({ length: 51 }, () => ({ type: "x".repeat(10_000) })) },
    ],
  ])("keeps %s within the bounds", async (_name, url, body) => {
    const res = await post(url, JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    expect(res.rawPayload.length).toBeLessThan(4096);
    expectBounded(res.body);
  });

  it("keeps a 10 KB unknown path within the bounds", async () => {
    const res = await app.inject({ method: "GET", url: `/api/${"p".repeat(10_000)}` });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expectBounded(res.body);
  });
});

describe("library texts", () => {
  /** A multipart body with one image part. */
  const upload = (bytes: Uint8Array, type: string, boundary = "qrbarboundary") =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const png = generateQr({ type: "text", content: { text: "hello" } }).bytes;

  it.each([
    [
      "a truncated PNG",
      async () => upload(png.subarray(0, 200), "image/png"),
      "multipart/form-data; boundary=qrbarboundary",
      "image is not a readable PNG file",
    ],
    [
      "a truncated JPEG",
      async () => upload((await sharp(png).jpeg().toBuffer()).subarray(0, 400), "image/jpeg"),
      "multipart/form-data; boundary=qrbarboundary",
      "image is not a readable JPEG file",
    ],
    [
      "a multipart body without its boundary",
      async () => upload(png, "image/png"),
      "multipart/form-data",
      "the multipart body is malformed",
    ],
  ])("keeps the library's words out of the answer to %s", async (_name, body, contentType, sentence) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/scan",
      payload: await body(),
      headers: { "content-type": contentType },
    });
    expect(res.statusCode).toBe(400);
    const parsed = expectBounded(res.body);
    expect(parsed.error).toMatch(new RegExp(`^${sentence}`));
    expect(res.body).not.toMatch(/vips|libpng|jpeg image|boundary not found|busboy/i);
  });

  it("removes a cause's message from the sentence and the details, keeping the cause", () => {
    const cause = new Error("vipspng: libpng read error");
    const error = new QrbarError("INVALID_IMAGE", "image is not a readable PNG file: vipspng: libpng read error", {
      cause,
      details: [{ field: "image", message: "is not a readable PNG file: vipspng: libpng read error" }],
    });
    const shown = withoutLibraryText(error);
    expect(shown.message).toBe("image is not a readable PNG file");
    expect(shown.details).toEqual([{ field: "image", message: "is not a readable PNG file" }]);
    expect(shown.cause).toBe(cause);
    const ours = new QrbarError("VALIDATION_ERROR", "size must be at most 4096");
    expect(withoutLibraryText(ours)).toBe(ours);
  });
});
