import { ENDPOINTS, LabelGenerateResponseSchema } from "@qrbar/contract";
import { scanImage } from "@qrbar/core";
import { FormatRegistry } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

// docs/decisions.md: timestamps are ISO 8601 UTC exactly as Date.prototype.toISOString() writes them.
FormatRegistry.Set("date-time", (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value));

/** The Berlin to Tokyo request: the `berlinToTokyo` example of the API reference (docs/labels.md). */
const BERLIN_TO_TOKYO = ENDPOINTS.generateLabel.docs.requestExamples.berlinToTokyo.value as Record<
  string,
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body varied per test.
  any
>;

const generate = (body: unknown) => app.inject({ method: "POST", url: "/api/label/generate", payload: body as object });

describe("POST /api/label/generate", () => {
  it.each([
    ["PNG", 203, "812x1218", "image/png", "png"],
    ["PDF", 203, "812x1218", "application/pdf", "pdf"],
    ["ZPL", 203, "812x1218", "text/plain; charset=utf-8", "zpl"],
    ["PNG", 300, "1200x1800", "image/png", "png"],
  ] as const)(
    "prints the documented Berlin to Tokyo label as %s at %i dpi, and downloads the same bytes",
    async (format, dpi, size, mime, ext) => {
      const res = await generate({ ...BERLIN_TO_TOKYO, format, dpi });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json();
      expect([...Value.Errors(LabelGenerateResponseSchema, body)]).toEqual([]);
      expect(body).toMatchObject({ success: true, format, dpi, size, mime_type: mime, sscc: "340123450000000000" });
      expect(body.download_url).toBe(`/api/label/download/${body.label_id}`);
      expect(body.generated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(body.api_docs).toBe("http://localhost:80/api/docs");
      const bytes =
        format === "PNG"
          ? Buffer.from(body.image_base64.replace(/^data:image\/png;base64,/, ""), "base64")
          : Buffer.from(body.data_base64, "base64");
      expect(format === "PNG" ? body.data_base64 : body.image_base64).toBeUndefined();

      const download = await app.inject({ method: "GET", url: body.download_url });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe(mime);
      expect(download.headers["content-disposition"]).toBe(`attachment; filename="label_${body.label_id}.${ext}"`);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      const again = await app.inject({
        method: "GET",
        url: body.download_url,
        headers: { "if-none-match": String(download.headers.etag) },
      });
      expect(again.statusCode).toBe(304);

      if (format === "PNG") {
        const data = (await scanImage(bytes)).results.map((r) => r.data);
        expect(data).toContain("1Z999AA10123456784");
      } else if (format === "PDF") {
        expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      } else {
        expect(bytes.toString()).toMatch(/^\^XA\n\^CI28\n[\s\S]*\^FD1Z999AA10123456784\^FS[\s\S]*\^XZ\n$/);
      }
    },
  );

  const { recipient, ...withoutRecipient } = BERLIN_TO_TOKYO;
  it.each<[string, unknown, string, string]>([
    ["a missing recipient", withoutRecipient, "VALIDATION_ERROR", "recipient"],
    [
      "a bad country",
      { ...BERLIN_TO_TOKYO, recipient: { ...recipient, country: "XX" } },
      "VALIDATION_ERROR",
      "recipient.country",
    ],
    ["a wrong SSCC check digit", { ...BERLIN_TO_TOKYO, sscc: "340123450000000007" }, "INVALID_CONTENT", "sscc"],
    ["package 2 of 1", { ...BERLIN_TO_TOKYO, package: { index: 2, count: 1 } }, "VALIDATION_ERROR", "package.index"],
    [
      "a character no font has",
      { ...BERLIN_TO_TOKYO, sender: { ...BERLIN_TO_TOKYO.sender, city: "ગુજરાત" } },
      "VALIDATION_ERROR",
      "sender.city",
    ],
    [
      "an address too long for its block",
      {
        ...BERLIN_TO_TOKYO,
        recipient: { ...recipient, company: "C".repeat(80), lines: Array(4).fill("Lange Straße ".repeat(6).trim()) },
      },
      "VALIDATION_ERROR",
      "recipient.lines.3",
    ],
    ["a dpi of 600", { ...BERLIN_TO_TOKYO, dpi: 600 }, "VALIDATION_ERROR", "dpi"],
    ["a format of JPEG", { ...BERLIN_TO_TOKYO, format: "JPEG" }, "VALIDATION_ERROR", "format"],
  ])("answers %s with 400 naming the field", async (_, body, code, field) => {
    const res = await generate(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code, details: [{ field }] });
  });
});

describe("GET /api/label/download/:id", () => {
  it("answers 404 for an unknown label and 400 for an id that is no number", async () => {
    expect((await app.inject({ method: "GET", url: "/api/label/download/42" })).json()).toMatchObject({
      code: "NOT_FOUND",
      error: "no label with id 42; it may have expired",
    });
    const bad = await app.inject({ method: "GET", url: "/api/label/download/abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: "label_id", message: expect.stringContaining("'abc'") }]);
  });
});
