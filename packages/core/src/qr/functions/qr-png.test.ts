import { describe, expect, it } from "vitest";
import {
  CLI_DECODERS,
  decodePng,
  readPngPixels,
  thrownQrbarError,
  untypedQrRequest,
  zbarimgText,
} from "../../testing/index.js";
import { generateQr } from "../generate-qr.js";
import { getQrType } from "../registry.js";
import { qrPayload } from "./qr-payload.js";
import { qrPng } from "./qr-png.js";

describe("qrPng", () => {
  it.each(["https://example.com/products/4711", "Straße 1, 8000 Zürich"])(
    "writes %j as a PNG of the size asked that zxing-wasm reads back",
    async (text) => {
      const png = qrPng(text, { size: 256 });
      expect(png).toBeInstanceOf(Uint8Array);
      expect(readPngPixels(png)).toMatchObject({ width: 256, height: 256 });
      const [read] = await decodePng(png);
      expect(read?.text).toBe(text);
    },
  );

  it.skipIf(!CLI_DECODERS.zbarimg).each(["wifi", "mecard", "sms"] as const)(
    "writes a qrPayload of type %s that zbarimg reads back (needs zbar-tools)",
    (type) => {
      const payload = qrPayload(type, getQrType(type).example as never);
      expect(zbarimgText(qrPng(payload))).toBe(payload.text);
    },
  );

  it("writes the very bytes generateQr writes for the same content and options", () => {
    const url = "https://example.com/png";
    const png = qrPng(qrPayload("url", { url }), { size: 333, fillColor: "#003300", margin: 1 });
    const request = { type: "url", content: { url }, customization: { size: 333, fill_color: "#003300", margin: 1 } };
    expect(Buffer.from(png).equals(generateQr(untypedQrRequest(request)).bytes)).toBe(true);
  });

  it("names the option in its errors, as qrSvg does", () => {
    const error = thrownQrbarError(() => qrPng("x", { sise: 300 } as never), "qrPng");
    expect(error.details?.[0]).toEqual({
      field: "sise",
      message: "is not an option of qrPng; it takes size, fillColor, backColor, errorCorrection, margin, colorSpace",
    });
  });
});
