import type { BarcodeRules } from "./schema.js";

/**
 * The GS1 mod-10 check digit of `digits` (EAN, UPC, GTIN, SSCC): weights 3 and 1 from the right.
 *
 * @example
 * ```ts
 * gs1CheckDigit("400638133393"); // 1
 * ```
 */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A sentence about the check digit of a typed content, and whether it is a problem. */
export interface CheckDigitNote {
  readonly message: string;
  readonly ok: boolean;
}

/** What the check digit of a typed content is; undefined where that does not apply. */
export function checkDigitNote(content: string, rules: BarcodeRules | undefined): CheckDigitNote | undefined {
  if (rules?.check_algorithm !== "GS1 mod-10" || !rules.pattern) return undefined;
  // The lengths the type takes: each pair n, n+1 is "without" and "with" the check digit.
  const lengths = [...rules.pattern.matchAll(/(?<! )\\d\{(\d+)\}/g)].map((m) => Number(m[1]));
  const digits = content
    .trim()
    .replace(/^\(0[01]\)/, "")
    .split(" ")[0];
  if (!digits || !/^\d+$/.test(digits)) return undefined;
  if (lengths.includes(digits.length) && lengths.includes(digits.length + 1)) {
    const check = gs1CheckDigit(digits);
    return { message: `Check digit ${check} will be added: ${digits}${check}`, ok: true };
  }
  if (lengths.includes(digits.length) && lengths.includes(digits.length - 1)) {
    const check = gs1CheckDigit(digits.slice(0, -1));
    return digits.endsWith(String(check))
      ? { message: `Check digit ${check} is right`, ok: true }
      : { message: `Check digit should be ${check}, not ${digits.slice(-1)}`, ok: false };
  }
  return { message: `${digits.length} digits; this type takes ${lengths.join(" or ")}`, ok: false };
}
