import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QrbarError } from "../errors/qrbar-error.js";
import { generateQr } from "../qr/generate-qr.js";
import { parsePayload } from "../qr/payload/parse-payload.js";
import { decodePng } from "./decode-symbols.js";
import { thrownQrbarError } from "./qrbar-error-of.js";
import { untypedQrRequest } from "./untyped-request.js";

/** Runs generateQr on a request a test expects refused and returns the QrbarError it throws. */
export function refusal(request: unknown): QrbarError {
  return thrownQrbarError(() => generateQr(untypedQrRequest(request)), JSON.stringify(request));
}

/** An arbitrary that may also give `undefined`, for an optional content field. */
export const optional = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arbitrary, { nil: undefined });

/** The content without its `undefined` fields: what a builder given it parses back to. */
export const withoutUndefined = (content: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined));

/** A record arbitrary whose `undefined` fields are dropped (see {@link withoutUndefined}). */
export const compact = <T extends Record<string, unknown>>(
  arbitrary: fc.Arbitrary<T>,
): fc.Arbitrary<Record<string, unknown>> => arbitrary.map(withoutUndefined);

/** The hand-written cases of one QR type, its key left out (the test file groups them by key). */
export interface TypeCases {
  /** Contents and the payloads they encode to: `[content, payload]`. */
  payloads?: [Record<string, unknown>, string][];
  /** Payloads written elsewhere and the content they parse to: `[payload, parsed content]`. */
  parses?: [string, Record<string, unknown>][];
  /** Bad contents: `[content, field, part of the message]`. */
  refusals?: [Record<string, unknown>, string, string][];
}

/** The test rows of {@link typeRows}: each case with its type key, where the `it.each` titles name it. */
export interface TypeRows {
  payloads: [string, Record<string, unknown>, string][];
  parses: [string, string, Record<string, unknown>][];
  refusals: [string, Record<string, unknown>, string, string][];
}

/** The cases of several types as test rows, in the order of `types`. */
export function typeRows(types: Record<string, TypeCases>): TypeRows {
  const rows: TypeRows = { payloads: [], parses: [], refusals: [] };
  for (const [key, cases] of Object.entries(types)) {
    for (const [content, payload] of cases.payloads ?? []) rows.payloads.push([key, content, payload]);
    for (const [payload, parsed] of cases.parses ?? []) rows.parses.push([payload, key, parsed]);
    for (const [content, field, message] of cases.refusals ?? []) rows.refusals.push([key, content, field, message]);
  }
  return rows;
}

/** The describe titles of generateQr's tests, shared by the tests of the text, url and email types. */
export const GENERATE_QR_TESTS = {
  payloads: "generateQr payloads (expected strings written from RFC 6068 / the spec, not from the code)",
  refusals: "generateQr refuses bad input with a code and the field",
} as const;

/** Tests that each `[type, content, payload]` encodes the payload, decodes back (zxing-wasm) and parses as its type. */
export function generateQrPayloadTests(rows: [string, Record<string, unknown>, string][]): void {
  describe(GENERATE_QR_TESTS.payloads, () => {
    it.each(rows)("%s %j encodes %j and decodes back", async (type, content, expected) => {
      const qr = generateQr(untypedQrRequest({ type, content }));
      expect(qr.payload).toBe(expected);
      const [symbol] = await decodePng(qr.bytes);
      expect(symbol?.format).toBe("QRCode");
      expect(symbol?.text).toBe(expected);
      expect(parsePayload(expected)).toEqual({ format: type, parsed: expect.any(Object) });
    });
  });
}

/** Tests that each `[request, field, part of the message]` is refused with a VALIDATION_ERROR on that field. */
export function generateQrRefusalTests(rows: [unknown, string, string][]): void {
  describe(GENERATE_QR_TESTS.refusals, () => {
    it.each(rows)("%j → VALIDATION_ERROR on %s", (request, field, message) => {
      const error = refusal(request);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details?.[0]?.field).toBe(field);
      expect(error.message).toContain(field);
      expect(error.message).toContain(message);
    });
  });
}
