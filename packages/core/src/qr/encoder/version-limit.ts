import type { ErrorCorrectionLevel } from "@qrbar/contract";
import { utf8Length } from "#utf8";
import type { ErrorSentence } from "../../errors/error-sentence.js";
import { QrbarError } from "../../errors/qrbar-error.js";
import { dataCapacityBits } from "./qr-capacity.js";
import { countBits, eciBits, payloadEci } from "./segment-payload.js";

/** The largest QR version a payload standard allows, and the clause that says so. */
export interface VersionLimit {
  readonly version: number;
  /** The standard and clause, e.g. `EPC069-12 v3 section 3.1`. */
  readonly rule: string;
}

/** Bytes one byte segment holds at a version and level, behind the payload's ECI header if it has one. */
export function byteBudget(version: number, level: ErrorCorrectionLevel, eci: number | undefined): number {
  return Math.floor((dataCapacityBits(version, level) - 4 - countBits("byte", version) - eciBits(eci)) / 8);
}

/**
 * The refusal of `payload`, too long for `version` at `level`: `opening` (given the payload's UTF-8 bytes and
 * what `version` holds at `level`) says why, then what would fit: the levels at which it would (naming the
 * error-correction option in the reader's words), else `otherwise` (given the bytes over what level L holds).
 */
function tooLong(
  payload: string,
  level: ErrorCorrectionLevel,
  version: number,
  opening: (bytes: number, budget: number) => string,
  otherwise: (over: number) => string,
): QrbarError {
  const bytes = utf8Length(payload);
  const eci = payloadEci(payload);
  const budget = (at: ErrorCorrectionLevel) => byteBudget(version, at, eci);
  const levels = (["L", "M", "Q", "H"] as const).filter((at) => budget(at) >= bytes);
  const hint: ErrorSentence = levels.length
    ? ["use ", { option: "errorCorrection" }, ` ${levels.join(" or ")}, or shorten it`]
    : [otherwise(bytes - budget("L"))];
  return new QrbarError("INVALID_CONTENT", [`${opening(bytes, budget(level))}; `, ...hint]);
}

/**
 * The error for content no version holds at the level, saying which levels would take it: version 40 holds
 * 2953, 2331, 1663 or 1273 bytes (ISO/IEC 18004 table 7), one fewer behind a UTF-8 ECI header.
 *
 * @example
 * ```ts
 * throw contentTooLong("a".repeat(2000), "H");
 * // INVALID_CONTENT: the content is 2000 bytes encoded and does not fit ... (at most 1273 bytes); use errorCorrection L or M, or shorten it
 * ```
 */
export function contentTooLong(payload: string, level: ErrorCorrectionLevel): QrbarError {
  return tooLong(
    payload,
    level,
    40,
    (bytes, budget) =>
      `the content is ${bytes} bytes encoded and does not fit a QR code at error correction ${level} (at most ${budget} bytes)`,
    () => "shorten it or split it over several codes",
  );
}

/**
 * Throws an `INVALID_CONTENT` error when a symbol is larger than its payload standard allows, saying the cause,
 * the version the content needs, the bytes the allowed version holds at this level and the levels that would fit.
 *
 * @example
 * ```ts
 * assertVersionLimit(18, payload, "H", { version: 13, rule: "EPC069-12" }, "EPC QR");
 * // INVALID_CONTENT: a EPC QR code may be at most version 13 (EPC069-12); this content needs version 18 ...
 * ```
 */
export function assertVersionLimit(
  version: number,
  payload: string,
  level: ErrorCorrectionLevel,
  limit: VersionLimit,
  what: string,
): void {
  if (version <= limit.version) return;
  throw tooLong(
    payload,
    level,
    limit.version,
    (bytes, budget) =>
      `a ${what} code may be at most version ${limit.version} (${limit.rule}); this content needs version ${version} at error correction ${level}: it is ${bytes} bytes and version ${limit.version} holds ${budget} at ${level} (${bytes - budget} over)`,
    (over) => `shorten it by ${over} bytes`,
  );
}
