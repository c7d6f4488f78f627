import type { ErrorCorrectionLevel } from "@qrbar/contract";
import { utf8Length } from "#utf8";
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
 * What to do about `bytes` too many for `version` at some level: the levels at which they would fit, else
 * `otherwise`.
 *
 * @example
 * ```ts
 * fitHint(40, 2000, undefined, "shorten it"); // "use error_correction L or M, or shorten it"
 * ```
 */
export function fitHint(version: number, bytes: number, eci: number | undefined, otherwise: string): string {
  const levels = (["L", "M", "Q", "H"] as const).filter((l) => byteBudget(version, l, eci) >= bytes);
  return levels.length ? `use error_correction ${levels.join(" or ")}, or shorten it` : otherwise;
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
  const bytes = utf8Length(payload);
  const eci = payloadEci(payload);
  const budget = byteBudget(limit.version, level, eci);
  const hint = fitHint(limit.version, bytes, eci, `shorten it by ${bytes - byteBudget(limit.version, "L", eci)} bytes`);
  throw new QrbarError(
    "INVALID_CONTENT",
    `a ${what} code may be at most version ${limit.version} (${limit.rule}); this content needs version ${version} at error correction ${level}: it is ${bytes} bytes and version ${limit.version} holds ${budget} at ${level} (${bytes - budget} over); ${hint}`,
  );
}
