import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../errors/qrbar-error.js";
import { formatPlainDecimal } from "./plain-decimal.js";

/**
 * Schema of an amount: a decimal string such as `"12.50"` or a JSON number. Strings are exact; a number is read
 * through its shortest round-trip decimal form (what `String(n)` prints), so `12.5` is `"12.5"` and `0.1 + 0.2` is
 * `"0.30000000000000004"`, which has too many decimals for a currency and is refused rather than rounded.
 *
 * @example
 * ```ts
 * Type.Object({ amount: Type.Optional(amountSchema("Amount in euros.")) });
 * ```
 */
export const amountSchema = (description: string) =>
  Type.Union(
    [
      Type.String({ minLength: 1, maxLength: 40, pattern: "^[0-9]+(\\.[0-9]+)?$" }),
      Type.Number({ minimum: 0, maximum: 1e21 }),
    ],
    {
      errorMessage: 'must be a decimal amount such as "12.50" (digits, optionally a point and decimals)',
      description: `${description} A decimal string ("12.50") or a number; never rounded.`,
      examples: ["12.50"],
    },
  );

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
