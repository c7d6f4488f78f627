import type { QrContent, QrGenerateRequest, QrType } from "@qrbar/contract";
import { describe, expectTypeOf, it } from "vitest";
import type { GeneratedImage } from "../render/generated-image.js";
import { generateStyledQr } from "../style/generate-styled-qr.js";
import { generateQr, validateQrRequest } from "./generate-qr.js";
import type { PlainQrRequest } from "./plain-qr-request.js";
import { spotify } from "./types/apps/spotify.js";
import { wifi } from "./types/communication/wifi.js";
import { epcSepa } from "./types/payments/epc-sepa.js";
import { url } from "./types/url.js";

const content = { url: "https://example.com" };

// The seven mistakes, each a compile error on both QR generators (a numeric EAN is generateBarcode's:
// see generate-barcode.test-d.ts). Each sits on one line, where tsc reports it.
describe("mistakes do not compile", () => {
  it("on generateQr", () => {
    // @ts-expect-error a type that does not exist
    generateQr({ type: "ulr", content });
    // @ts-expect-error a content key the type does not have
    generateQr({ type: "url", content: { ulr: "https://example.com" } });
    // @ts-expect-error a misspelt option
    generateQr({ type: "url", content, customization: { fromat: "SVG" } });
    // @ts-expect-error a size that is not a number
    generateQr({ type: "url", content, customization: { size: "big" } });
    // @ts-expect-error a misspelt top-level key
    generateQr({ type: "url", content, custmization: { size: 512 } });
    // @ts-expect-error a lower-case format: the wire takes any case, the type is the contract's
    generateQr({ type: "url", content, customization: { format: "png" } });
    // @ts-expect-error a format the generators do not write
    generateQr({ type: "url", content, customization: { format: "GIF" } });
    // @ts-expect-error content of another type
    generateQr({ type: "wifi", content });
  });

  it("on generateStyledQr", () => {
    // @ts-expect-error a type that does not exist
    void generateStyledQr({ type: "ulr", content });
    // @ts-expect-error a content key the type does not have
    void generateStyledQr({ type: "url", content: { ulr: "https://example.com" } });
    // @ts-expect-error a misspelt option
    void generateStyledQr({ type: "url", content, customization: { fromat: "SVG" } });
    // @ts-expect-error a size that is not a number
    void generateStyledQr({ type: "url", content, customization: { size: "big" } });
    // @ts-expect-error a misspelt top-level key
    void generateStyledQr({ type: "url", content, custmization: { size: 512 } });
    // @ts-expect-error a lower-case format
    void generateStyledQr({ type: "url", content, customization: { format: "png" } });
    // @ts-expect-error a misspelt design field
    void generateStyledQr({ type: "url", content, customization: { module_shpe: "dots" } });
  });

  it("a styled request to generateQr, which draws plain codes only", () => {
    // @ts-expect-error a module shape is a design: generateStyledQr draws it
    generateQr({ type: "url", content, customization: { module_shape: "dots" } });
    // @ts-expect-error a logo is a design
    generateQr({ type: "url", content, customization: { logo: "data:image/png;base64,iVBORw0KGgo=" } });
    // @ts-expect-error a frame is a design
    generateQr({ type: "url", content, customization: { frame: { text: "Scan me" } } });
    // @ts-expect-error a transparent background is a design
    generateQr({ type: "url", content, customization: { back_color: "transparent" } });
    const styled: QrGenerateRequest = { type: "url", content, customization: { eye: { outer_shape: "dot" } } };
    // @ts-expect-error the contract's request may be styled: it goes to generateStyledQr
    generateQr(styled);
  });
});

describe("requests that compile", () => {
  it("every type's content, as the contract types it", () => {
    type Accepted = { [K in QrType]: { type: K; content: QrContent<K> } extends PlainQrRequest ? K : never }[QrType];
    expectTypeOf<Accepted>().toEqualTypeOf<QrType>();
  });

  it("a catalog example of each group (general, communication, apps, payments)", () => {
    expectTypeOf(generateQr({ type: "url", content: url.example })).toEqualTypeOf<GeneratedImage>();
    expectTypeOf(
      generateQr({ type: "url", content: url.example, customization: { format: "EPS" } }).format,
    ).toEqualTypeOf<"PNG" | "SVG" | "PDF" | "EPS">();
    expectTypeOf(generateQr({ type: "wifi", content: wifi.example })).toEqualTypeOf<GeneratedImage>();
    expectTypeOf(generateQr({ type: "spotify", content: spotify.example })).toEqualTypeOf<GeneratedImage>();
    expectTypeOf(generateQr({ type: "epc_sepa", content: epcSepa.example })).toEqualTypeOf<GeneratedImage>();
  });

  it("plain styling, also held in a variable, with a hex background", () => {
    const customization = { size: 512, format: "SVG", back_color: "#FFF", error_correction: "H", margin: 2 } as const;
    expectTypeOf(generateQr({ type: "url", content, customization })).toEqualTypeOf<GeneratedImage>();
  });

  it("a styled request to generateStyledQr, and the contract's request type", () => {
    const styled: QrGenerateRequest = { type: "url", content, customization: { module_shape: "dots" } };
    expectTypeOf(generateStyledQr(styled)).toEqualTypeOf<Promise<GeneratedImage>>();
    const plain: PlainQrRequest = { type: "text", content: { text: "hi" } };
    expectTypeOf(generateStyledQr(plain)).toEqualTypeOf<Promise<GeneratedImage>>();
  });

  it("a request held as unknown, once validated", () => {
    const body: unknown = JSON.parse('{"type":"url","content":{"url":"https://example.com"}}');
    const { request } = validateQrRequest(body);
    expectTypeOf(request).toEqualTypeOf<QrGenerateRequest>();
    expectTypeOf(generateStyledQr(request)).toEqualTypeOf<Promise<GeneratedImage>>();
  });
});

describe("return types are exact", () => {
  it("generateQr is synchronous, generateStyledQr a promise", () => {
    expectTypeOf(generateQr).returns.toEqualTypeOf<GeneratedImage>();
    expectTypeOf(generateStyledQr).returns.toEqualTypeOf<Promise<GeneratedImage>>();
    expectTypeOf(generateQr({ type: "text", content: { text: "hi" } }).bytes).toEqualTypeOf<Uint8Array>();
  });
});
