// The one test suite of a QR type, driven by a table: every type's test file calls `describeQrType` with its
// hand-written cases, and the suite checks the same things of every type (see describeQrType).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QrbarError } from "../errors/qrbar-error.js";
import { generateQr } from "../qr/generate-qr.js";
import { parsePayload } from "../qr/payload/parse-payload.js";
import { getQrType } from "../qr/registry.js";
import { decodePng } from "./decode-symbols.js";
import { QR_CONTENTS, QR_EXAMPLE_PAYLOADS } from "./qr-type-cases/index.js";
import { thrownQrbarError } from "./qrbar-error-of.js";

/** The hand-written cases of one QR type: payload goldens and payloads written elsewhere, from its standard. */
export interface QrTypeCases {
  /** Contents and the payloads they encode to: `[content, payload]`. */
  readonly payloads?: readonly (readonly [Record<string, unknown>, string])[];
  /** Payloads written elsewhere and the content they parse to: `[payload, parsed content]`. */
  readonly parses?: readonly (readonly [string, Record<string, unknown>])[];
  /** Payloads of the type that break a MUST of its standard: `[payload, the reason given]`. */
  readonly broken?: readonly (readonly [string, RegExp])[];
  /** Bad contents: `[content, field, part of the rule the message states]`. */
  readonly refusals?: readonly (readonly [Record<string, unknown>, string, string])[];
}

/** Runs generateQr on a request a test expects refused and returns the QrbarError it throws. */
export function refusal(request: unknown): QrbarError {
  return thrownQrbarError(() => generateQr(request), JSON.stringify(request));
}

/**
 * Asserts that generateQr refuses `request` with a `VALIDATION_ERROR` on one field: one detail naming
 * `field` with a message holding `rule`, and the message that field and detail, as `QrbarError.field` writes it.
 */
export function expectRefusal(request: unknown, field: string, rule: string): void {
  const error = refusal(request);
  expect(error.code).toBe("VALIDATION_ERROR");
  expect(error.details).toEqual([{ field, message: expect.stringContaining(rule) }]);
  expect(error.message).toBe(`${field} ${error.details?.[0]?.message}`);
}

/** Generates a QR code and reads its PNG back with zxing-wasm: the payload and what a scanner reads. */
async function generateAndDecode(type: string, content: unknown): Promise<{ payload: string; decoded?: string }> {
  const qr = generateQr({ type, content });
  const [symbol] = await decodePng(qr.bytes);
  expect(symbol?.format).toBe("QRCode");
  return { payload: qr.payload, decoded: symbol?.text };
}

/**
 * Registers the tests of the QR type `key`, the same for every type:
 * - its catalog example encodes the payload written by hand in {@link QR_EXAMPLE_PAYLOADS}, a scanner
 *   (zxing-wasm) reads that payload from the PNG, and parsePayload gives the example back as this type;
 * - each of `payloads` encodes its payload, is read back by the scanner, and parses as this type;
 * - each of `parses` (payloads other generators write) parses to its content as this type;
 * - each of `broken` parses as this type flagged invalid with its reason, and no fields guessed;
 * - parse(build(content)) gives the content back for 50 canonical contents of {@link QR_CONTENTS}, made
 *   through generateQr (at level L) and read by both the type's parser and parsePayload;
 * - each of `refusals` is refused as {@link expectRefusal} says.
 *
 * @example
 * ```ts
 * describeQrType("zoom", { payloads: [[{ meeting_id: "987-654-321" }, "https://zoom.us/j/987654321"]] });
 * ```
 */
export function describeQrType(key: string, cases: QrTypeCases): void {
  const definition = getQrType(key);
  describe(`QR type ${key}`, () => {
    it("encodes its catalog example as the hand-written payload, read back by a scanner and parsed to the example", async () => {
      const expected = QR_EXAMPLE_PAYLOADS[key];
      const { payload, decoded } = await generateAndDecode(key, definition.example);
      expect(payload).toBe(expected);
      expect(decoded).toBe(expected);
      expect(parsePayload(decoded ?? "")).toEqual({ format: key, parsed: definition.example });
    });

    if (cases.payloads?.length)
      it.each(cases.payloads)(
        "encodes %j as %j, read back by a scanner and parsed as the type",
        async (content, expected) => {
          const { payload, decoded } = await generateAndDecode(key, content);
          expect(payload).toBe(expected);
          expect(decoded).toBe(expected);
          expect(parsePayload(expected).format).toBe(key);
        },
      );

    if (cases.parses?.length)
      it.each(cases.parses)("reads %j, written elsewhere, as %j", (payload, parsed) => {
        expect(parsePayload(payload)).toEqual({ format: key, parsed });
      });

    if (cases.broken?.length)
      it.each(cases.broken)(
        "flags %j, which breaks a MUST of its standard: valid false with the reason, no fields guessed",
        (payload, problem) => {
          expect(parsePayload(payload)).toEqual({
            format: key,
            parsed: {},
            valid: false,
            problem: expect.stringMatching(problem),
          });
        },
      );

    it("gives the content back from parse(build(content)) (property, 50 runs)", () => {
      const contents = QR_CONTENTS[key];
      if (!contents) throw new Error(`no content arbitrary for ${key} in QR_CONTENTS`);
      fc.assert(
        fc.property(contents, (content) => {
          const { payload } = generateQr({ type: key, content, customization: { error_correction: "L" } });
          expect(definition.parse?.(payload)).toEqual(content);
          expect(parsePayload(payload)).toEqual({ format: key, parsed: content });
        }),
        { numRuns: 50 },
      );
    });

    if (cases.refusals?.length)
      it.each(cases.refusals)("refuses %j: VALIDATION_ERROR on %s, which %s", (content, field, rule) => {
        expectRefusal({ type: key, content }, field, rule);
      });
  });
}
