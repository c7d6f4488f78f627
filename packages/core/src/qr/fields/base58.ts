import { sha256 } from "@noble/hashes/sha2.js";

/**
 * The Bitcoin base58 alphabet: no `0`, `O`, `I` or `l`.
 *
 * @example
 * ```ts
 * BASE58_ALPHABET.indexOf("z"); // 57
 * ```
 */
export const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/**
 * Decodes base58 text to bytes (leading `1`s are leading zero bytes), or `undefined` when a character is outside
 * the alphabet.
 *
 * @example
 * ```ts
 * base58Decode("Cn8eVZg"); // bytes of "hello"
 * ```
 */
export function base58Decode(text: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58_ALPHABET.indexOf(char);
    if (carry < 0) return undefined;
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] as number) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  const zeros = text.length - text.replace(/^1+/, "").length;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()]);
}

/**
 * Encodes bytes as base58 text.
 *
 * @example
 * ```ts
 * base58Encode(new TextEncoder().encode("hello")); // "Cn8eVZg"
 * ```
 */
export function base58Encode(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) << 8;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58);
  }
  const zeros = bytes.findIndex((b) => b !== 0);
  const leading = "1".repeat(zeros < 0 ? bytes.length : zeros);
  return (
    leading +
    digits
      .reverse()
      .map((d) => BASE58_ALPHABET[d])
      .join("")
  );
}

const checksumOf = (payload: Uint8Array): Uint8Array => sha256(sha256(payload)).subarray(0, 4);

/**
 * Decodes base58check text (payload followed by the first 4 bytes of its double SHA-256) and returns the payload,
 * version byte(s) included, or `undefined` when the text is not base58 or the checksum does not match.
 *
 * @example
 * ```ts
 * base58CheckDecode("1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu")?.[0]; // 0, the P2PKH version byte
 * ```
 */
export function base58CheckDecode(text: string): Uint8Array | undefined {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length < 5) return undefined;
  const payload = bytes.subarray(0, -4);
  const expected = checksumOf(payload);
  return bytes.subarray(-4).every((b, i) => b === expected[i]) ? payload : undefined;
}
