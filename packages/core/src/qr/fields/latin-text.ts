import { QrbarError } from "../../errors/qrbar-error.js";

/**
 * The Latin script as European payment schemes carry it: printable Basic Latin, Latin-1 Supplement, Latin
 * Extended-A and -B, and the euro sign. The EPC QR's name and remittance fields take these (EPC069-12 v3 with the
 * SEPA character set of EPC217-08, whose extended set is Latin; a bank converts or refuses anything else).
 */
export const LATIN_TEXT = /^[\u0020-\u007e\u00a0-\u024f\u20ac]*$/;

/**
 * Returns `value` when every character is in `allowed`; otherwise a `VALIDATION_ERROR` on `field` naming the first
 * character that is not, and what `allowed` is (`set`).
 *
 * @example
 * ```ts
 * checkCharacters("Müller", "content.name", LATIN_TEXT, "Latin characters"); // "Müller"
 * checkCharacters("Мюллер", "content.name", LATIN_TEXT, "Latin characters"); // throws: ... got 'М'
 * ```
 */
export function checkCharacters(value: string, field: string, allowed: RegExp, set: string): string {
  if (allowed.test(value)) return value;
  const bad = [...value].find((char) => !allowed.test(char)) ?? "";
  throw QrbarError.field(field, `must use ${set} only; got '${bad}'`);
}
