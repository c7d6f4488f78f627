import type {
  BarcodeGenerateRequestSchema,
  BarcodeGenerateResponseSchema,
  BarcodeTypesResponseSchema,
  BatchQrRequestSchema,
  BatchQrResponseSchema,
  HealthResponseSchema,
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
    // @ts-expect-error error_correction is one of L, M, Q, H
    void (() => client.qr.generate({ type: "url", content: {}, customization: { error_correction: "X" } }));
    // @ts-expect-error barcode content is a string, not an object
    void (() => client.barcode.generate({ type: "ean13", content: { digits: "590123412345" } }));
    // @ts-expect-error a batch is an object with items
    void (() => client.batch.qr([{ type: "text", content: { text: "a" } }]));
  });
});
