import type { QrType } from "@qrbar/contract";
import { describe, expectTypeOf, it } from "vitest";
import type { QrSymbol } from "../encoder/encode-qr-matrix.js";
import { type QrPayload, qrEps, qrMatrix, qrPdf, qrPng, qrSvg, qrTerminal } from "./index.js";
import { qrPayload } from "./qr-payload.js";

// The mistakes a user makes with the QR functions, each a compile error (vitest typecheck runs tsc on this
// file; an `@ts-expect-error` whose error vanished fails it), and what they must be able to write.
describe("the QR functions' types", () => {
  it("return exactly a string, a Uint8Array or the modules: no union, no promise", () => {
    expectTypeOf(qrSvg("https://example.com")).toEqualTypeOf<string>();
    expectTypeOf(qrPng("https://example.com")).toEqualTypeOf<Uint8Array>();
    expectTypeOf(qrPdf("https://example.com")).toEqualTypeOf<Uint8Array>();
    expectTypeOf(qrEps("https://example.com")).toEqualTypeOf<Uint8Array>();
    expectTypeOf(qrTerminal("https://example.com")).toEqualTypeOf<string>();
    expectTypeOf(qrMatrix("https://example.com")).toEqualTypeOf<QrSymbol>();
    expectTypeOf(qrMatrix("x").data).toEqualTypeOf<Uint8Array>();
  });

  it("take a string or a typed payload of any QR type, with every option", () => {
    const wifi = qrPayload("wifi", { ssid: "Guest", encryption: "WPA", password: "secret" });
    expectTypeOf(wifi).toEqualTypeOf<QrPayload<"wifi">>();
    expectTypeOf(wifi.type).toEqualTypeOf<"wifi">();
    expectTypeOf(wifi.text).toEqualTypeOf<string>();
    expectTypeOf<QrPayload["type"]>().toEqualTypeOf<QrType>();
    qrSvg(wifi, { size: 512, fillColor: "#1A237E", backColor: "#FFF", errorCorrection: "Q", margin: 2 });
    qrPng(qrPayload("url", { url: "https://example.com" }), { errorCorrection: "H" });
    qrTerminal(wifi, { margin: 1, errorCorrection: "L" });
    qrMatrix(wifi, { errorCorrection: "M" });
    qrPdf(wifi, { size: 512, fillColor: "#1A237E", backColor: "#FFF", errorCorrection: "Q", margin: 2 });
    qrEps(qrPayload("url", { url: "https://example.com" }), { errorCorrection: "H" });
    qrPdf(wifi, { colorSpace: "cmyk", fillColor: "cmyk(100, 80, 0, 30)" });
    // @ts-expect-error: a colour space is written in lower case, one of rgb and cmyk
    qrEps(wifi, { colorSpace: "CMYK" });
    expectTypeOf<Parameters<typeof qrPdf>>().toEqualTypeOf<Parameters<typeof qrSvg>>();
    expectTypeOf<Parameters<typeof qrEps>>().toEqualTypeOf<Parameters<typeof qrSvg>>();
    const options = { size: 256 };
    qrSvg("x", options);
  });

  it("refuse the seven mistakes at compile time", () => {
    // @ts-expect-error: a misspelt type ("ulr")
    qrPayload("ulr", { url: "https://example.com" });
    // @ts-expect-error: a misspelt content key (`ulr`)
    qrPayload("url", { ulr: "https://example.com" });
    // @ts-expect-error: an option that is not one (`fromat`)
    qrSvg("https://example.com", { fromat: "SVG" });
    // @ts-expect-error: a size that is not a number
    qrSvg("https://example.com", { size: "big" });
    // @ts-expect-error: a misspelt option key (`fillColour`)
    qrPng("https://example.com", { fillColour: "#000" });
    // @ts-expect-error: a lower-case error correction level
    qrSvg("https://example.com", { errorCorrection: "m" });
    // @ts-expect-error: numeric content
    qrSvg(4711);
    // @ts-expect-error: the format is the function's choice
    qrPdf("https://example.com", { format: "PDF" });
    // @ts-expect-error: a misspelt option key (`fillColour`)
    qrEps("https://example.com", { fillColour: "#000" });
    // @ts-expect-error: numeric content
    qrPdf(4711);
    // @ts-expect-error: the result is bytes, not a string of PostScript
    qrEps("https://example.com").startsWith("%!");
  });

  it("refuse options a function does not take, and content of another type", () => {
    // @ts-expect-error: a terminal has no pixel size
    qrTerminal("x", { size: 300 });
    // @ts-expect-error: modules have no margin
    qrMatrix("x", { margin: 4 });
    // @ts-expect-error: snake_case is the HTTP wire format, not the functions'
    qrSvg("x", { fill_color: "#000" });
    // @ts-expect-error: wifi content for a url payload
    qrPayload("url", { ssid: "Guest" });
    // @ts-expect-error: a payload object is built by qrPayload, not written by hand without its text
    qrSvg({ type: "url" });
  });
});
