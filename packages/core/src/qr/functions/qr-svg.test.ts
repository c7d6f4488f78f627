import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodePng, thrownQrbarError, untypedQrRequest } from "../../testing/index.js";
import { generateQr } from "../generate-qr.js";
import { getQrType } from "../registry.js";
import { qrPayload } from "./qr-payload.js";
import { qrSvg } from "./qr-svg.js";

/** Rasterises an SVG (librsvg, through sharp) and reads it with zxing-wasm: what a browser shows, scanned. */
async function scanSvg(svg: string): Promise<string | undefined> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const [read] = await decodePng(png);
  return read?.text;
}

const TEXTS = [
  "https://example.com/products/4711",
  "Zürich, 日本, 🎉",
  "0123456789012345678901234567890",
  "HELLO WORLD",
];
const TYPES = ["wifi", "vcard", "epc_sepa", "geo", "email"] as const;

describe("qrSvg", () => {
  it.each(TEXTS)("draws %j as an SVG string that scans back to it", async (text) => {
    const svg = qrSvg(text);
    expect(typeof svg).toBe("string");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300" /);
    expect(await scanSvg(svg)).toBe(text);
  });

  it.each(TYPES)("draws a qrPayload of type %s that scans back to its text", async (type) => {
    const payload = qrPayload(type, getQrType(type).example as never);
    expect(await scanSvg(qrSvg(payload, { size: 400 }))).toBe(payload.text);
  });

  it("writes the very SVG generateQr writes for the same content and options", () => {
    const svgOf = (request: unknown) => Buffer.from(generateQr(untypedQrRequest(request)).bytes).toString();
    const text = "https://example.com/products/4711";
    const options = { size: 256, fillColor: "#1a237e", backColor: "#fff", errorCorrection: "Q", margin: 2 } as const;
    const customization = { size: 256, fill_color: "#1a237e", back_color: "#fff", error_correction: "Q", margin: 2 };
    const viaRequest = (type: string, content: unknown) =>
      svgOf({ type, content, customization: { ...customization, format: "SVG" } });
    expect(qrSvg(text, options)).toBe(viaRequest("text", { text }));
    const wifi = getQrType("wifi").example;
    expect(qrSvg(qrPayload("wifi", wifi as never), options)).toBe(viaRequest("wifi", wifi));
    expect(qrSvg(text)).toBe(svgOf({ type: "text", content: { text }, customization: { format: "SVG" } }));
  });

  it.each([
    [{ size: "big" }, "size", "must be a whole number from 64 to 4096"],
    [{ size: 20 }, "size", "must be a whole number from 64 to 4096"],
    [{ margin: 2.5 }, "margin", "must be a whole number from 0 to 32"],
    [{ errorCorrection: "m" }, "errorCorrection", "must be one of L, M, Q, H"],
    [{ fillColor: "black" }, "fillColor", "must be a hex colour"],
    [{ backColor: "transparent" }, "backColor", "must be a hex colour"],
    [
      { fromat: "SVG" },
      "fromat",
      "is not an option of qrSvg; it takes size, fillColor, backColor, errorCorrection, margin, colorSpace",
    ],
    [{ fillColor: "#777", backColor: "#888" }, "fillColor", "contrast ratio"],
    [{ size: 64, margin: 32 }, "size", "must be at least 89 for this content (a version 2 code of 25 modules"],
  ])("refuses %j with a VALIDATION_ERROR naming %s", (options, field, message) => {
    const error = thrownQrbarError(() => qrSvg("https://example.com", options as never), "qrSvg");
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.field).toBe(field);
    expect(error.message).toContain(message);
  });

  it.each([
    [42, "must be a string or what qrPayload() returns; got number"],
    ["", "must not be empty"],
    ["a\ud800b", "lone surrogate"],
  ])("refuses the content %j naming content", (content, message) => {
    const error = thrownQrbarError(() => qrSvg(content as never), "qrSvg");
    expect(error.details?.[0]?.field).toBe("content");
    expect(error.message).toContain(message);
  });

  it("keeps a payload's standard limit: an EPC code over version 13 is INVALID_CONTENT, the same text as a string is not", () => {
    const epc = qrPayload("epc_sepa", {
      ...(getQrType("epc_sepa").example as object),
      remittance_text: "R".repeat(140),
      information: "I".repeat(70),
    } as never);
    const error = thrownQrbarError(() => qrSvg(epc, { errorCorrection: "H" }), "qrSvg");
    expect(error.code).toBe("INVALID_CONTENT");
    expect(error.message).toContain("at most version 13");
    expect(error.message).toMatch(/; use errorCorrection L or M, or shorten it$/);
    expect(qrSvg(epc.text, { errorCorrection: "H" })).toMatch(/^<svg/);
  });
});
