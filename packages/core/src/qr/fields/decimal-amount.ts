import { QrbarError } from "../../errors/qrbar-error.js";
import { formatPlainDecimal } from "./plain-decimal.js";

/** How an amount must look and how it is written. */
export interface AmountRule {
  /** Most decimals allowed (2 for euros, 8 for bitcoin). */
  readonly decimals: number;
  /** Smallest amount, as a decimal string; the smallest positive unit when absent. */
  readonly min?: string;
  /** Largest amount, as a decimal string. */
  readonly max?: string;
  /** Write exactly `decimals` decimals (`"12.50"`) instead of the shortest form (`"12.5"`). */
  readonly fixed?: boolean;
}

/** The amount in units of 10^-decimals, exactly. */
const toUnits = (integer: string, fraction: string, decimals: number): bigint =>
  BigInt(integer + fraction.padEnd(decimals, "0"));

/**
 * Turns an amount (decimal string or number) into the decimal text a payload carries, with no floating-point
 * rounding anywhere: checks the number of decimals and the range exactly, in integer units. Throws a
 * `VALIDATION_ERROR` on `field` naming the rule.
 *
 * @example
 * ```ts
 * toDecimalAmount(12.5, "content.amount", { decimals: 2, fixed: true }); // "12.50"
 * toDecimalAmount("0.00010000", "content.amount", { decimals: 8 }); // "0.0001"
 * ```
 */
export function toDecimalAmount(value: string | number, field: string, rule: AmountRule): string {
  const text = typeof value === "number" ? formatPlainDecimal(value) : value;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (typeof value === "number" && !Number.isFinite(value))) {
    throw QrbarError.field(field, 'must be a decimal amount such as "12.50"');
  }
  const integer = (match[1] as string).replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > rule.decimals) {
    throw QrbarError.field(
      field,
      rule.decimals === 0
        ? `must be a whole number; got ${text}`
        : `must have at most ${rule.decimals} decimals; got ${text}`,
    );
  }
  const units = toUnits(integer, fraction, rule.decimals);
  const [minInteger = "0", minFraction = ""] = (rule.min ?? "").split(".");
  const min = rule.min === undefined ? 1n : toUnits(minInteger, minFraction, rule.decimals);
  if (units < min) {
    throw QrbarError.field(
      field,
      rule.min === undefined ? "must be more than 0" : `must be at least ${rule.min}; got ${text}`,
    );
  }
  if (rule.max !== undefined) {
    const [maxInteger = "0", maxFraction = ""] = rule.max.split(".");
    if (units > toUnits(maxInteger, maxFraction, rule.decimals)) {
      throw QrbarError.field(field, `must be at most ${rule.max}; got ${text}`);
    }
  }
  const shown = rule.fixed ? fraction.padEnd(rule.decimals, "0") : fraction;
  return shown ? `${integer}.${shown}` : integer;
}
