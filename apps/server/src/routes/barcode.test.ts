import { generateBarcode } from "@qrbar/core";
import { decodePng } from "@qrbar/core/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dataUriBytes, expectGenerationAnswer, expectPngDownload } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  // The hostile-input sweep below sends more requests than one client's hourly allowance.
  app = await buildTestApp({ RATE_LIMIT_MAX: "1000000" });
});
afterAll(async () => {
  await app.close();
});

const generate = (body: unknown) =>
  app.inject({ method: "POST", url: "/api/barcode/generate", payload: body as object });

describe("POST /api/barcode/generate", () => {
  it("makes a heavy code (long content, large image) in a worker thread: the same image, the same errors", async () => {
    const request = {
      type: "datamatrix" as const,
      content: "QRBAR ".repeat(40),
      customization: { width: 1200, height: 1200 },
    };
    const res = await generate(request);
    expect(res.statusCode).toBe(200);
    expect(dataUriBytes(res.json().image_base64).equals(generateBarcode(request).bytes)).toBe(true);
    const bad = await generate({ type: "ean13", content: "5901234123458".padEnd(60, "0") });
    expect([bad.statusCode, bad.json().code]).toEqual([400, "INVALID_CONTENT"]);
  });

  it("answers every field of the service spec's section 2.6 (plus payload and text), and the image decodes to the payload", async () => {
    const res = await generate({
      type: "ean13",
      content: "590123412345",
      customization: { width: 480, height: 240, bar_color: "#000000", background_color: "#FFFFFF", show_text: true },
    });
    const { body, png } = expectGenerationAnswer(res, "barcode", ["text"]);
    expect(body).toMatchObject({
      success: true,
      type: "ean13",
      format: "PNG",
      size: "480x240",
      payload: "5901234123457",
      text: "5901234123457",
    });
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([480, 240]);
    const [symbol] = await decodePng(png);
    expect(symbol?.text).toBe("5901234123457");
  });

  it("uses the defaults of docs/decisions.md: 400 x 200 PNG", async () => {
    const body = (await generate({ type: "code128", content: "defaults" })).json();
    expect([body.size, body.format]).toEqual(["400x200", "PNG"]);
  });

  it("serves SVG with its own data URI subtype, type and format case-insensitive", async () => {
    const body = (await generate({ type: "DataMatrix", content: "svg", customization: { format: "svg" } })).json();
    expect([body.type, body.format]).toEqual(["datamatrix", "SVG"]);
    expect(body.image_base64).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(dataUriBytes(body.image_base64).toString()).toMatch(/^<svg [^>]*width="400" height="200"/);
  });

  it("returns GS1 payloads with the FNC1 separator as ASCII 29", async () => {
    const body = (await generate({ type: "gs1_128", content: "(01)0952123454321(10)LOT7(17)280508" })).json();
    expect(body.payload).toBe("010952123454321310LOT7\x1d17280508");
    expect(body.text).toBe("(01)09521234543213(10)LOT7(17)280508");
    const [symbol] = await decodePng(dataUriBytes(body.image_base64));
    expect(symbol?.text).toBe(body.payload);
  });

  it.each([
    [
      { type: "code128", content: "x", customization: { width: 10 } },
      "VALIDATION_ERROR",
      "customization.width must be at least 32",
    ],
    [
      { type: "code128", content: "x", customization: { height: 99999 } },
      "VALIDATION_ERROR",
      "customization.height must be at most 4096",
    ],
    [
      { type: "code128", content: "x", customization: { colour: "#000" } },
      "VALIDATION_ERROR",
      "customization.colour is not a known field",
    ],
    [{ type: "code128", content: "" }, "VALIDATION_ERROR", "content must not be empty"],
    [{ type: "code128", content: 12345 }, "VALIDATION_ERROR", "content must be a string"],
    [{ type: "code128" }, "VALIDATION_ERROR", "content is required"],
    [[1, 2], "VALIDATION_ERROR", "must be an object"],
    [{ type: "ean12", content: "1" }, "UNKNOWN_TYPE", "unknown barcode type 'ean12'; see GET /api/barcode/types"],
    [
      { type: "ean13", content: "5901234123458" },
      "INVALID_CONTENT",
      "content has check digit 8, but the GS1 mod-10 check digit of 590123412345 is 7 (ean13)",
    ],
    [{ type: "ean13", content: "59012341234" }, "INVALID_CONTENT", "content must be 12 or 13 digits for ean13"],
    [{ type: "code39", content: "lower" }, "INVALID_CONTENT", "content may only hold digits, capital letters"],
    [{ type: "gs1_128", content: "(17)991332" }, "INVALID_CONTENT", "content fails the GS1 rules for gs1_128: AI 17"],
    [
      { type: "microqr", content: "x".repeat(30) },
      "INVALID_CONTENT",
      "content is too long for microqr (30 characters)",
    ],
    [{ type: "microqr", content: "1".repeat(36) }, "INVALID_CONTENT", "content must be 1 to 35 characters for microqr"],
    [
      { type: "code128", content: "Hi", customization: { width: 76 } },
      "VALIDATION_ERROR",
      "customization.width must be at least 77 for this content",
    ],
    [
      { type: "maxicode", content: "x", customization: { height: 100 } },
      "VALIDATION_ERROR",
      "customization.height must be at least 124 for maxicode",
    ],
  ])("bad input %j → 400 %s naming the field and rule", async (body, code, message) => {
    const res = await generate(body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json).toMatchObject({ success: false, code });
    expect(json.error).toContain(message);
    expect(JSON.stringify(json)).not.toMatch(/bwipp\.|at .*\.(ts|js):\d+/);
    if (code !== "UNKNOWN_TYPE" && !Array.isArray(body))
      expect(json.details?.[0]?.field).toMatch(/^(content|customization\.|type)/);
  });

  it("a body that is not JSON is 400 INVALID_JSON", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/barcode/generate",
      headers: { "content-type": "application/json" },
      payload: '{"type": "ean13", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "INVALID_JSON" });
  });

  it("GET on the generate path is 405 with Allow: POST", async () => {
    const res = await app.inject({ method: "GET", url: "/api/barcode/generate" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain("POST");
  });

  it("never answers 500, whatever the content, for every type (hostile inputs)", async () => {
    const types = Object.keys((await app.inject({ method: "GET", url: "/api/barcode/types" })).json().types);
    const hostile = ["\u0000", "€", "((((", "(01)", "9".repeat(300), "A".repeat(4096), " 1", "\n"];
    for (const type of types) {
      for (const content of hostile) {
        const res = await generate({ type, content, customization: { width: 4096, height: 128 } });
        expect([200, 400], `${type} ${JSON.stringify(content.slice(0, 12))}: ${res.body.slice(0, 200)}`).toContain(
          res.statusCode,
        );
        if (res.statusCode === 400) expect(res.json().error).not.toMatch(/bwipp\./);
      }
    }
  }, 60_000);
});

describe("GET /api/barcode/download/:id", () => {
  it("returns exactly the bytes of image_base64 with the documented headers, and 304 on a matching ETag", async () => {
    const created = (await generate({ type: "code128", content: "download me" })).json();
    const res = await expectPngDownload(app, created, "barcode");
    const [symbol] = await decodePng(res.rawPayload);
    expect(symbol?.text).toBe("download me");
  });

  it("names SVG downloads .svg", async () => {
    const created = (await generate({ type: "qrcode", content: "s", customization: { format: "SVG" } })).json();
    const res = await app.inject({ method: "GET", url: created.download_url });
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="barcode_${created.barcode_id}.svg"`);
    expect(res.body).toMatch(/^<svg /);
  });

  it("keeps barcode and QR ids apart: a barcode id is not a QR download", async () => {
    const created = (await generate({ type: "code128", content: "kinds" })).json();
    const res = await app.inject({ method: "GET", url: `/api/qr/download/${created.barcode_id}` });
    expect(res.statusCode).toBe(404);
  });

  it.each(["0", "-1", "abc", "1.5", "9007199254740992", "00012", "1e3"])(
    "id %j is 400 VALIDATION_ERROR naming barcode_id",
    async (id) => {
      const res = await app.inject({ method: "GET", url: `/api/barcode/download/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
      expect(res.json().error).toMatch(/^barcode_id /);
    },
  );

  it("an unknown id is 404 NOT_FOUND", async () => {
    const res = await app.inject({ method: "GET", url: "/api/barcode/download/9007199254740991" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    expect(res.json().error).toContain("no barcode with id 9007199254740991");
  });
});

describe("GET /api/barcode/types", () => {
  it("lists types, count, examples, rules and documentation (the service spec's section 2.7), and every example generates", async () => {
    const res = await app.inject({ method: "GET", url: "/api/barcode/types" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.count).toBeGreaterThanOrEqual(40);
    expect(body.count).toBe(Object.keys(body.types).length);
    expect(Object.keys(body.examples).sort()).toEqual(Object.keys(body.types).sort());
    expect(Object.keys(body.rules).sort()).toEqual(Object.keys(body.types).sort());
    expect(body.documentation).toBe("http://localhost:80/api/docs");
    expect(body.rules.ean13).toMatchObject({ family: "linear", check_digit: "computed", quiet_zone: [11, 7] });
    for (const [type, content] of Object.entries(body.examples)) {
      expect(typeof content).toBe("string");
      const generated = await generate({ type, content });
      expect(generated.statusCode, `${type}: ${generated.body.slice(0, 200)}`).toBe(200);
    }
  });

  it.each([
    ["code128", "Code128"],
    ["ean13", "EAN13"],
    ["itf14", "ITF"],
    ["databar_expanded", "DataBarExp"],
    ["pdf417", "PDF417"],
    ["aztec", "Aztec"],
    ["maxicode", "MaxiCode"],
    ["rmqr", "RMQRCode"],
  ])("the %s example, as the server renders it, reads back with an independent decoder", async (type, format) => {
    const { examples } = (await app.inject({ method: "GET", url: "/api/barcode/types" })).json();
    const body = (await generate({ type, content: examples[type] })).json();
    const symbols = await decodePng(dataUriBytes(body.image_base64));
    expect(symbols.map((s) => [s.format, s.text])).toContainEqual([format, body.payload]);
  });
});
