/**
 * Writes a finite number in plain decimal notation, never in exponent form (RFC 5870 `geo:` and map
 * links take `-?digits[.digits]` only), with the fewest digits that read back to the same number.
 * Negative zero is written `0`.
 *
 * @example
 * ```ts
 * formatPlainDecimal(48.8584); // "48.8584"
 * formatPlainDecimal(1.5e-7); // "0.00000015"
 * ```
 */
export function formatPlainDecimal(value: number): string {
  const shortest = String(value === 0 ? 0 : value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(shortest);
  if (!match) return shortest;
  const [, sign, lead, fraction = "", exponentText] = match;
  const digits = `${lead}${fraction}`;
  const exponent = Number(exponentText);
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  return `${sign}${digits.padEnd(exponent + 1, "0")}`;
}
