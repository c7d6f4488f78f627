import { GS1_MOD10 } from "../check-digits/gs1-mod10.js";
import { contentError, withCheckDigit } from "./content-rules.js";

/** One GS1 Application Identifier and its value. */
export interface Gs1Element {
  readonly ai: string;
  readonly value: string;
}

/** AIs whose value ends in a GS1 mod-10 check digit: AI to the length of the data before it. */
const CHECKED_AIS: Record<string, number> = {
  "00": 17,
  "01": 13,
  "02": 13,
  ...Object.fromEntries(["410", "411", "412", "413", "414", "415", "416", "417"].map((ai) => [ai, 12])),
  "8017": 17,
  "8018": 17,
};

/**
 * Element strings of predefined length (GS1 General Specifications, figure 5.10.1-2), by the first two
 * digits of the AI: no FNC1 separator follows them.
 */
const PREDEFINED_LENGTH = new Set([
  "00",
  "01",
  "02",
  "03",
  "04",
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "17",
  "18",
  "19",
  "20",
  "31",
  "32",
  "33",
  "34",
  "35",
  "36",
  "41",
]);

const ELEMENT = /\((\d{2,4})\)([^()]+)/g;
const WHOLE = /^(?:\(\d{2,4}\)[^()]+)+$/;

/**
 * Reads GS1 element strings written with the AIs in parentheses, `(01)09521234543213(10)ABC123`, and
 * completes the check digit of every AI that carries one (SSCC, GTIN, GLN, GSRN): a missing one is
 * computed, a wrong one is an `INVALID_CONTENT` error naming the right one. BWIPP then checks every
 * AI's format (dates, lengths, character sets).
 *
 * @example
 * ```ts
 * parseGs1("(01)0952123454321(3103)000123", "gs1_128");
 * // [{ ai: "01", value: "09521234543213" }, { ai: "3103", value: "000123" }]
 * ```
 */
export function parseGs1(content: string, key: string): Gs1Element[] {
  if (!WHOLE.test(content)) {
    throw contentError(
      `must be GS1 element strings with the AIs in parentheses, such as (01)09521234543213(3103)000123, for ${key}`,
    );
  }
  return [...content.matchAll(ELEMENT)].map(([, ai = "", value = ""]) => {
    const dataLength = CHECKED_AIS[ai];
    if (
      dataLength === undefined ||
      !/^\d+$/.test(value) ||
      (value.length !== dataLength && value.length !== dataLength + 1)
    ) {
      return { ai, value };
    }
    return { ai, value: withCheckDigit(value, dataLength, GS1_MOD10, `${key} AI (${ai})`) };
  });
}

/**
 * The element strings as printed under the symbol: `(01)09521234543213(3103)000123`.
 *
 * @example
 * ```ts
 * gs1Text([{ ai: "01", value: "09521234543213" }]); // "(01)09521234543213"
 * ```
 */
export function gs1Text(elements: readonly Gs1Element[]): string {
  return elements.map((e) => `(${e.ai})${e.value}`).join("");
}

/**
 * The element strings as a scanner transmits them: AIs and values run together, with ASCII 29 (FNC1)
 * after every variable-length value that is not the last.
 *
 * @example
 * ```ts
 * gs1Data([{ ai: "10", value: "ABC" }, { ai: "01", value: "09521234543213" }]); // "10ABC\x1d0109521234543213"
 * ```
 */
export function gs1Data(elements: readonly Gs1Element[]): string {
  return elements
    .map((e, i) => {
      const separator = i < elements.length - 1 && !PREDEFINED_LENGTH.has(e.ai.slice(0, 2)) ? "\x1d" : "";
      return `${e.ai}${e.value}${separator}`;
    })
    .join("");
}
