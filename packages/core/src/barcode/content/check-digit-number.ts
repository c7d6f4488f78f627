import type { ContentKind, PreparedContent } from "../symbology.js";
import { splitAddOn } from "./add-on.js";
import {
  type CheckDigitAlgorithm,
  contentError,
  describeLengths,
  requireCharacters,
  withCheckDigit,
} from "./content-rules.js";

/** A fixed-length number whose last digit is a check digit (EAN, UPC, ITF-14, SSCC, PZN, POSTNET). */
export interface CheckDigitNumberSpec {
  /** Lengths of the data before the check digit. */
  readonly dataLengths: readonly number[];
  readonly algorithm: CheckDigitAlgorithm;
  /** A prefix callers may write before the digits, such as `(01)`; it is dropped. */
  readonly prefix?: string;
  /** Whether a space and a 2- or 5-digit add-on may follow. */
  readonly addOn?: boolean;
  /**
   * The complete number (check digit included) as bwip-js takes it, as scanned, as printed (and, behind
   * a GS1 AI, as its element string).
   */
  readonly encode?: (number: string) => PreparedContent;
  readonly notes?: string;
  /** Further rules on the digits, before the check digit is looked at. */
  readonly refine?: (digits: string, key: string) => void;
}

const same = (number: string) => ({ text: number, payload: number, hri: number });

/**
 * A number of fixed length ending in a check digit: digits only, the check digit computed when left
 * out and verified when given (a wrong one names the right one), optionally an EAN add-on.
 *
 * @example
 * ```ts
 * const ean13 = checkDigitNumber({ dataLengths: [12], algorithm: GS1_MOD10, addOn: true });
 * ean13.prepare("590123412345 12", "ean13").text; // "5901234123457 12"
 * ```
 */
export function checkDigitNumber(spec: CheckDigitNumberSpec): ContentKind {
  const totals = [...spec.dataLengths.flatMap((n) => [n, n + 1])].sort((a, b) => a - b);
  const encode = spec.encode ?? same;
  const prefix = spec.prefix ? `(?:${spec.prefix.replace(/[()]/g, "\\$&")})?` : "";
  const digits = `(?:${totals.map((n) => `\\d{${n}}`).join("|")})`;
  return {
    content: {
      characters: `digits 0-9${spec.prefix ? `, optionally after ${spec.prefix}` : ""}${spec.addOn ? "; a space and a 2- or 5-digit add-on may follow" : ""}`,
      length: `${describeLengths(totals)} digits: ${describeLengths(spec.dataLengths)} without the check digit, one more with it`,
      pattern: `^${prefix}${digits}${spec.addOn ? "(?: \\d{2}| \\d{5})?" : ""}$`,
      check_digit: "computed",
      check_algorithm: spec.algorithm.name,
      ...(spec.notes ? { notes: spec.notes } : {}),
    },
    prepare(content, key) {
      const { main, addOn } = spec.addOn ? splitAddOn(content, key) : { main: content, addOn: undefined };
      const bare = spec.prefix && main.startsWith(spec.prefix) ? main.slice(spec.prefix.length) : main;
      requireCharacters(bare, /[0-9]/, "digits", key);
      const dataLength = spec.dataLengths.find((n) => bare.length === n || bare.length === n + 1);
      if (dataLength === undefined) {
        throw contentError(
          `must be ${describeLengths(totals)} digits for ${key} (${describeLengths(spec.dataLengths)} and a check digit); got ${bare.length}`,
        );
      }
      spec.refine?.(bare, key);
      const number = withCheckDigit(bare, dataLength, spec.algorithm, key);
      const encoded = encode(number);
      if (!addOn) return encoded;
      return {
        text: `${encoded.text} ${addOn}`,
        payload: `${encoded.payload} ${addOn}`,
        hri: `${encoded.hri} ${addOn}`,
      };
    },
  };
}
