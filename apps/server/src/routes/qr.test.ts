import { decodePng } from "@qrbar/core/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dataUriBytes, expectGenerationAnswer, expectPngDownload } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const generate = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/qr/generate", payload: body as object, headers });

describe("POST /api/qr/generate", () => {
  it("answers every field of the service spec's section 2.4 with the right shape, and the image decodes", async () => {
    const res = await generate({
      type: "email",
      content: { email: "hello@example.com", subject: "Hi" },
      customization: { size: 256, fill_color: "#000000", back_color: "#FFFFFF", error_correction: "M", format: "PNG" },
    });
    const { body, png } = expectGenerationAnswer(res, "qr");
    expect(body).toMatchObject({ success: true, type: "email", format: "PNG", size: "256x256" });
    const [symbol] = await decodePng(png);
    expect(symbol?.text).toBe("mailto:hello@example.com?subject=Hi");
    expect(body.payload).toBe(symbol?.text);
  });

  it("serves SVG with its own data URI subtype", async () => {
    const body = (await generate({ type: "text", content: { text: "svg" }, customization: { format: "svg" } })).json();
    expect(body.format).toBe("SVG");
    expect(body.image_base64).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it.each([
    [{ type: "text", content: { text: "x" }, customization: { size: 10 } }, 400, "VALIDATION_ERROR"],
    [{ type: "wifii", content: {} }, 400, "UNKNOWN_TYPE"],
    [{ type: "text", content: { text: "a".repeat(3000) } }, 400, "INVALID_CONTENT"],
    [{ type: "email", content: { email: "nope" } }, 400, "VALIDATION_ERROR"],
    [[1, 2], 400, "VALIDATION_ERROR"],
  ])("bad input %j → %i %s as JSON", async (body, status, code) => {
    const res = await generate(body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, code });
    expect(typeof res.json().error).toBe("string");
  });

  it("names the request's field error_correction, and the levels that would fit, for content too long at its level", async () => {
    const res = await generate({
      type: "text",
      content: { text: "a".repeat(2000) },
      customization: { error_correction: "H" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: "INVALID_CONTENT",
      error:
        "the content is 2000 bytes encoded and does not fit a QR code at error correction H (at most 1273 bytes); use error_correction L or M, or shorten it",
    });
  });

  it.each([
    ["vcard", { first_name: "Jane", url: "https://example.com/x\r\nTEL:+19005551234\r\nNOTE:injected" }, "content.url"],
    ["vcard", { first_name: "Jane", version: "4.0", url: "https://example.com/x\nTEL:+19005551234" }, "content.url"],
    ["vcard", { first_name: "Jane\r\nTEL:+19005551234" }, "content.first_name"],
    ["event", { summary: "Launch\nEND:VEVENT", start: "2025-06-01" }, "content.summary"],
    ["wifi", { ssid: "Net\u0000", encryption: "nopass" }, "content.ssid"],
    ["epc_sepa", { name: "Jane\nDoe", iban: "AT611904300234573201" }, "content.name"],
  ])("refuses a %s whose field would add a line or end it early, naming %s", async (type, content, field) => {
    const res = await generate({ type, content });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(res.json().details).toEqual([expect.objectContaining({ field })]);
  });

  it("writes text beyond ASCII behind ECI 26 and the code decodes to it", async () => {
    const res = await generate({ type: "text", content: { text: "Zürich, São Paulo, 日本" } });
    const [symbol] = await decodePng(dataUriBytes(res.json().image_base64));
    expect(symbol?.text).toBe("Zürich, São Paulo, 日本");
    expect(symbol?.hasECI).toBe(true);
  });

  it("lists field details for validation failures", async () => {
    const res = await generate({
      type: "text",
      content: { text: "x" },
      customization: { size: 5000, fill_color: "red" },
    });
    expect(res.json().details).toEqual([
      { field: "customization.size", message: "must be at most 4096" },
      {
        field: "customization.fill_color",
        message: "must be a hex colour such as #1A2B3C or #FFF, or cmyk(c,m,y,k) with each ink 0 to 100",
      },
    ]);
  });
});

describe("GET /api/qr/download/:id", () => {
  it("returns exactly the bytes of image_base64 with the documented headers, and 304 on a matching ETag", async () => {
    const created = (await generate({ type: "url", content: { url: "https://example.com" } })).json();
    await expectPngDownload(app, created, "qr");
    const other = await app.inject({
      method: "GET",
      url: created.download_url,
      headers: { "if-none-match": '"other"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it("names SVG downloads .svg", async () => {
    const created = (await generate({ type: "text", content: { text: "s" }, customization: { format: "SVG" } })).json();
    const res = await app.inject({ method: "GET", url: created.download_url });
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="qr_${created.qr_id}.svg"`);
    expect(res.body).toMatch(/^<svg /);
  });

  it.each(["0", "-1", "abc", "1.5", "9007199254740992", "00012", "1e3"])(
    "id %j is 400 VALIDATION_ERROR",
    async (id) => {
      const res = await app.inject({ method: "GET", url: `/api/qr/download/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    },
  );

  it("an unknown id is 404 NOT_FOUND", async () => {
    const res = await app.inject({ method: "GET", url: "/api/qr/download/9007199254740991" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });
});

describe("GET /api/qr/types", () => {
  it("lists types, count, examples and documentation (the service spec's section 2.7), and every example generates", async () => {
    const res = await app.inject({ method: "GET", url: "/api/qr/types" });
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.count).toBe(Object.keys(body.types).length);
    expect(Object.keys(body.examples).sort()).toEqual(Object.keys(body.types).sort());
    expect(body.documentation).toBe("http://localhost:80/api/docs");
    expect(body.count).toBeGreaterThanOrEqual(50);
    for (const [type, content] of Object.entries(body.examples)) {
      const generated = await generate({ type, content });
      expect(generated.statusCode, type).toBe(200);
      const { image_base64, payload } = generated.json();
      const [symbol] = await decodePng(dataUriBytes(image_base64));
      expect(symbol?.text, type).toBe(payload);
      expect(body.schemas[type]?.type, type).toBe("object");
    }
  });
});
