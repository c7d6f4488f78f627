import { QrbarError } from "../../errors/qrbar-error.js";

/**
 * An `INVALID_CONTENT` error about `content`: the message names the field, the symbology and the rule.
 *
 * @example
 * ```ts
 * throw contentError("must be 12 or 13 digits for ean13; got 11");
 * ```
 */
export function contentError(message: string): QrbarError {
  return QrbarError.field("content", message, "INVALID_CONTENT");
}

/** A character as a person reads it in an error message: `'a'`, or `U+00E9` for what will not print. */
function showCharacter(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code > 0x20 && code < 0x7f ? `'${ch}'` : `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Throws unless every character of `content` matches `allowed` (a one-character pattern), naming the
 * first offender and its position.
 *
 * @example
 * ```ts
 * requireCharacters("12a4", /[0-9]/, "digits", "ean13"); // content may only hold digits for ean13; found 'a' at position 3
 * ```
 */
export function requireCharacters(content: string, allowed: RegExp, description: string, key: string): void {
  let position = 0;
  for (const ch of content) {
    position++;
    if (!allowed.test(ch)) {
      throw contentError(`may only hold ${description} for ${key}; found ${showCharacter(ch)} at position ${position}`);
    }
  }
}

/** Lengths a content may have: a list of exact lengths, or a range. */
export type Lengths = readonly number[] | { readonly min: number; readonly max?: number };

/**
 * Lengths as words: `12 or 13`, `5, 9 or 11`, `2 to 7`, `at least 1`.
 *
 * @example
 * ```ts
 * describeLengths([5, 9, 11]); // "5, 9 or 11"
 * ```
 */
export function describeLengths(lengths: Lengths): string {
  if (!Array.isArray(lengths)) {
    const { min, max } = lengths as { min: number; max?: number };
    return max === undefined ? `at least ${min}` : `${min} to ${max}`;
  }
  const list = lengths as readonly number[];
  return list.length === 1 ? String(list[0]) : `${list.slice(0, -1).join(", ")} or ${list[list.length - 1]}`;
}

/**
 * Throws unless `content` has one of the allowed lengths (counted in characters).
 *
 * @example
 * ```ts
 * requireLength("59012341234", [12, 13], "digits", "ean13"); // content must be 12 or 13 digits for ean13; got 11
 * ```
 */
export function requireLength(content: string, lengths: Lengths, unit: string, key: string): void {
  const n = [...content].length;
  const ok = Array.isArray(lengths)
    ? (lengths as readonly number[]).includes(n)
    : n >= (lengths as { min: number }).min && n <= ((lengths as { max?: number }).max ?? Number.POSITIVE_INFINITY);
  if (!ok) throw contentError(`must be ${describeLengths(lengths)} ${unit} for ${key}; got ${n}`);
}

/** A check-digit algorithm: its name for messages and the function computing it. */
export interface CheckDigitAlgorithm {
  readonly name: string;
  /** The check character for `data`, or `undefined` when no number with this data is valid. */
  readonly compute: (data: string) => string | undefined;
}

/**
 * Completes or verifies the trailing check character of `value`, whose data part is `dataLength`
 * long: a missing one is computed, a wrong one is an `INVALID_CONTENT` error naming the right one.
 *
 * @example
 * ```ts
 * withCheckDigit("590123412345", 12, gs1Mod10, "ean13"); // "5901234123457"
 * withCheckDigit("5901234123458", 12, gs1Mod10, "ean13"); // throws: ... the GS1 mod-10 check digit of 590123412345 is 7
 * ```
 */
export function withCheckDigit(value: string, dataLength: number, algorithm: CheckDigitAlgorithm, key: string): string {
  const data = value.slice(0, dataLength);
  const expected = algorithm.compute(data);
  if (expected === undefined) {
    throw contentError(`has no valid ${algorithm.name} check digit for ${data}; no ${key} number starts this way`);
  }
  if (value.length === dataLength) return data + expected;
  const given = value.slice(dataLength);
  if (given.toUpperCase() !== expected) {
    throw contentError(
      `has check digit ${given}, but the ${algorithm.name} check digit of ${data} is ${expected} (${key})`,
    );
  }
  return data + expected;
}

/**
 * Refuses an odd number of characters: symbologies that encode digit pairs (ITF, Telepen Numeric) take an even
 * number of digits.
 *
 * @example
 * ```ts
 * requireEvenLength("123", "interleaved2of5"); // throws: must have an even number of digits ...: add a leading 0
 * ```
 */
export function requireEvenLength(content: string, key: string): void {
  if (content.length % 2) {
    throw contentError(
      `must have an even number of digits for ${key} (it encodes pairs); got ${content.length}: add a leading 0`,
    );
  }
}
