import { describe, expect, it } from "vitest";
import { generateBarcode } from "../barcode/generate-barcode.js";
import type { QrbarError } from "../errors/qrbar-error.js";
import { decodePng } from "./decode-symbols.js";
import { thrownQrbarError } from "./qrbar-error-of.js";
import { untypedBarcodeRequest } from "./untyped-request.js";

/** The describe titles of generateBarcode's tests, whichever test file (generic or one family's) runs them. */
export const BARCODE_TESTS = {
  roundTrips: "round trip through zxing-wasm",
  badContent: "bad content is refused before drawing, with the code, the field and the rule",
  capacities: "2D capacities (the most digits the largest symbol holds, checked before encoding)",
} as const;

/** Runs generateBarcode on a request a test expects refused and returns the QrbarError it throws. */
export function barcodeRefusal(request: unknown): QrbarError {
  return thrownQrbarError(() => generateBarcode(untypedBarcodeRequest(request)), JSON.stringify(request));
}

/** The hand-written cases of one family of symbologies (see {@link symbologyTests}). */
export interface SymbologyCases {
  /** Contents and what zxing-wasm decodes from their image: `[type, content, decoded text, zxing format]`. */
  decodes?: [string, string, string, string][];
  /** Contents and the payload and human-readable text generateBarcode reports: `[type, content, payload, text]`. */
  texts?: [string, string, string, string][];
  /** Contents refused before drawing: `[type, content, part of the message]`. */
  refusals?: [string, string, string][];
  /** The most digits the largest symbol of a 2D type holds: `[type, digits]`. */
  capacities?: [string, number][];
}

/** Registers generateBarcode's tests of a family of symbologies from its hand-written cases. */
export function symbologyTests(cases: SymbologyCases): void {
  if (cases.decodes || cases.texts)
    describe(BARCODE_TESTS.roundTrips, () => {
      if (cases.decodes)
        it.each(cases.decodes)("%s %j decodes to %j", async (type, content, expected, format) => {
          const image = generateBarcode(untypedBarcodeRequest({ type, content }));
          const symbols = await decodePng(image.bytes);
          expect(symbols.map((s) => [s.format, s.text])).toContainEqual([format, expected]);
        });

      if (cases.texts)
        it.each(cases.texts)("%s %j has payload %j and text %j", (type, content, payload, text) => {
          const image = generateBarcode(untypedBarcodeRequest({ type, content }));
          expect([image.payload, image.text]).toEqual([payload, text]);
        });
    });

  if (cases.refusals)
    describe(BARCODE_TESTS.badContent, () => {
      it.each(cases.refusals ?? [])("%s %j → INVALID_CONTENT: content %s", (type, content, message) => {
        const error = barcodeRefusal({ type, content });
        expect(error.code).toBe("INVALID_CONTENT");
        expect(error.details?.[0]?.field).toBe("content");
        expect(error.message).toMatch(/^content /);
        expect(error.message).toContain(message);
        expect(error.message).not.toMatch(/bwipp\./);
      });
    });

  if (cases.capacities)
    describe(BARCODE_TESTS.capacities, () => {
      it.each(cases.capacities ?? [])("%s holds %i digits", (type, digits) => {
        // ISO capacities: Data Matrix 144x144 3116, rectangular 16x48 98, Micro QR M4 35,
        // rMQR R17x139-M 361, MaxiCode 138, MicroPDF417 366, Code 16K 154, Code 49 81.
        const image = generateBarcode(
          untypedBarcodeRequest({ type, content: "1".repeat(digits), customization: { width: 1200, height: 1200 } }),
        );
        expect(image.payload).toHaveLength(digits);
      });
    });
}
