/** Character sets several symbologies share, as `characterSet` takes them. */

/** Any text; bwip-js encodes it as UTF-8 bytes. */
export const ANY_TEXT = { chars: /[\s\S]/u, characters: "any text (encoded as UTF-8)" } as const;

/** The 128 ASCII characters (Code 128, Code 39/93 Extended, Telepen, Code 16K ...). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII's control characters are valid content here.
export const ASCII = { chars: /[\x00-\x7f]/, characters: "ASCII characters 0-127" } as const;

/** Decimal digits. */
export const DIGITS = { chars: /[0-9]/, characters: "digits 0-9", unit: "digits" } as const;

/** Code 39's own 43 characters (also Code 93's). */
export const CODE39 = {
  chars: /[0-9A-Z .$/+%-]/,
  characters: "digits, capital letters, space and - . $ / + %",
} as const;

/** Error correction inside a 2D or stacked symbol, for the catalog's `check_digit`. */
export const REED_SOLOMON = { check_digit: "internal", check_algorithm: "Reed-Solomon error correction" } as const;
