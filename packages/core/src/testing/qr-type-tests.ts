import fc from "fast-check";
import { isQrbarError, type QrbarError } from "../errors/qrbar-error.js";
import { generateQr } from "../qr/generate-qr.js";

/** Runs generateQr on a request a test expects refused and returns the QrbarError it throws. */
export function refusal(request: unknown): QrbarError {
  try {
    generateQr(request);
  } catch (error) {
    if (isQrbarError(error)) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(request)} to be refused`);
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
