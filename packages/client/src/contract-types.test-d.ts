import type {
  BARCODE_TYPES,
  BarcodeGenerateRequest,
  BarcodeGenerateRequestSchema,
  BarcodeGenerateResponseSchema,
  BarcodeTypesResponseSchema,
  BatchQrRequestSchema,
  BatchQrResponseSchema,
  HealthResponseSchema,
  QrContent,
  QrGenerateRequest,
  QrGenerateRequestSchema,
  QrGenerateResponseSchema,
  QrTypesResponseSchema,
  ScanResponseSchema,
  TypesResponseSchema,
} from "@qrbar/contract";
import type { Static, TSchema } from "@sinclair/typebox";
import { describe, expectTypeOf, it } from "vitest";
import type { QrbarClient } from "./index.js";

/** What a method resolves to. */
type Answer<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;
/** What a method's first parameter is. */
type Body<F> = F extends (body: infer B, ...rest: never[]) => unknown ? B : never;
/** The TypeScript type the server's schema validates. */
type Of<S extends TSchema> = Static<S>;

// The client's types must be exactly the schemas the server validates and answers with; a hand-written
// or stale copy in the client fails here.
describe("the client's types are the contract's schemas", () => {
  it("requests", () => {
    expectTypeOf<Body<QrbarClient["qr"]["generate"]>>().toEqualTypeOf<Of<typeof QrGenerateRequestSchema>>();
    expectTypeOf<Body<QrbarClient["barcode"]["generate"]>>().toEqualTypeOf<Of<typeof BarcodeGenerateRequestSchema>>();
    expectTypeOf<Body<QrbarClient["batch"]["qr"]>>().toEqualTypeOf<Of<typeof BatchQrRequestSchema>>();
  });

  it("responses", () => {
    expectTypeOf<Answer<QrbarClient["qr"]["generate"]>>().toEqualTypeOf<Of<typeof QrGenerateResponseSchema>>();
    expectTypeOf<Answer<QrbarClient["qr"]["types"]>>().toEqualTypeOf<Of<typeof QrTypesResponseSchema>>();
    expectTypeOf<Answer<QrbarClient["barcode"]["generate"]>>().toEqualTypeOf<
      Of<typeof BarcodeGenerateResponseSchema>
    >();
    expectTypeOf<Answer<QrbarClient["barcode"]["types"]>>().toEqualTypeOf<Of<typeof BarcodeTypesResponseSchema>>();
    expectTypeOf<Answer<QrbarClient["scan"]>>().toEqualTypeOf<Of<typeof ScanResponseSchema>>();
    expectTypeOf<Answer<QrbarClient["batch"]["qr"]>>().toEqualTypeOf<Of<typeof BatchQrResponseSchema>>();
    expectTypeOf<Answer<QrbarClient["types"]>>().toEqualTypeOf<Of<typeof TypesResponseSchema>>();
    expectTypeOf<Answer<QrbarClient["health"]>>().toEqualTypeOf<Of<typeof HealthResponseSchema>>();
  });

  it("refuses what the schemas refuse", () => {
    const client = {} as QrbarClient;
    // @ts-expect-error content is required
    void (() => client.qr.generate({ type: "url" }));
    void (() =>
      client.qr.generate({
        type: "url",
        content: { url: "https://example.com" },
        // @ts-expect-error error_correction is one of L, M, Q, H
        customization: { error_correction: "X" },
      }));
    // @ts-expect-error barcode content is a string, not an object
    void (() => client.barcode.generate({ type: "ean13", content: { digits: "590123412345" } }));
    // @ts-expect-error a batch is an object with items
    void (() => client.batch.qr([{ type: "text", content: { text: "a" } }]));
  });
});

// A request's type key picks its content's fields: the contract's per-type schemas type every request.
describe("requests are typed per type", () => {
  const client = {} as QrbarClient;

  it("accepts each type's own content", () => {
    void (() => client.qr.generate({ type: "url", content: { url: "https://example.com" } }));
    void (() =>
      client.qr.generate({ type: "wifi", content: { ssid: "Cafe", encryption: "WPA", password: "s3cret!!" } }));
    void (() => client.qr.url({ type: "geo", content: { latitude: 48.8584, longitude: 2.2945 } }));
    void (() =>
      client.batch.qr({
        items: [
          { type: "text", content: { text: "a" } },
          { type: "upi", content: { vpa: "shop@upi", name: "Shop" } },
        ],
      }));
    void (() => client.barcode.generate({ type: "ean13", content: "590123412345" }));
    expectTypeOf<Extract<QrGenerateRequest, { type: "wifi" }>["content"]>().toEqualTypeOf<QrContent<"wifi">>();
    expectTypeOf<BarcodeGenerateRequest["type"]>().toEqualTypeOf<(typeof BARCODE_TYPES)[number]>();
  });

  it("refuses a misspelt type, a misspelt or mistyped field, and a barcode label for a key", () => {
    // @ts-expect-error "ulr" is not a QR type
    void (() => client.qr.generate({ type: "ulr", content: { url: "https://example.com" } }));
    // @ts-expect-error url's content field is `url`, not `ulr`
    void (() => client.qr.generate({ type: "url", content: { ulr: "https://example.com" } }));
    // @ts-expect-error wifi's `hidden` is a boolean
    void (() => client.qr.generate({ type: "wifi", content: { ssid: "Cafe", encryption: "WPA", hidden: "yes" } }));
    // @ts-expect-error wifi's `encryption` is one of its literals
    void (() => client.qr.generate({ type: "wifi", content: { ssid: "Cafe", encryption: "WPA4" } }));
    // @ts-expect-error the image URL takes the same typed request
    void (() => client.qr.url({ type: "url", content: { ulr: "https://example.com" } }));
    // @ts-expect-error a batch item is typed like a generate body
    void (() => client.batch.qr({ items: [{ type: "text", content: { txt: "a" } }] }));
    // @ts-expect-error "EAN-13" is the label; the key is "ean13"
    void (() => client.barcode.generate({ type: "EAN-13", content: "590123412345" }));
  });
});
