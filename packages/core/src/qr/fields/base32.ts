/** The RFC 4648 §6 Base32 alphabet. */
export const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Lengths (mod 8) a Base32 text without padding can have: 8 characters carry 5 whole bytes. */
const VALID_REMAINDERS = new Set([0, 2, 4, 5, 7]);

/**
 * Puts Base32 text in canonical form: upper case, without spaces or trailing `=` padding (the
 * Google Authenticator key URI format says padding "should be omitted").
 *
 * @example
 * ```ts
 * normaliseBase32("jbsw y3dp ehpk 3pxp===="); // "JBSWY3DPEHPK3PXP"
 * ```
 */
export function normaliseBase32(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase().replace(/=+$/, "");
}

/**
 * Decodes RFC 4648 Base32 (canonical form, see {@link normaliseBase32}) into bytes, or returns
 * `undefined` when the text has a character outside the alphabet or a length no byte string has
 * (1, 3 or 6 characters mod 8).
 *
 * @example
 * ```ts
 * decodeBase32("MZXW6YQ"); // Uint8Array of "foob"
 * decodeBase32("MZXW6YQ1"); // undefined
 * ```
 */
export function decodeBase32(text: string): Uint8Array | undefined {
  if (!VALID_REMAINDERS.has(text.length % 8)) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) return undefined;
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/**
 * Encodes bytes as RFC 4648 Base32 without padding.
 *
 * @example
 * ```ts
 * encodeBase32(new TextEncoder().encode("foobar")); // "MZXW6YTBOI"
 * ```
 */
export function encodeBase32(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32_ALPHABET[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}
