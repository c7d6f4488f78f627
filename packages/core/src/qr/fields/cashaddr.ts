import { BECH32_CHARSET, convertBits } from "./bech32.js";

/** Hash length in bytes for each value of the version byte's three size bits. */
const HASH_SIZES = [20, 24, 28, 32, 40, 48, 56, 64];

function polymod(values: readonly number[]): bigint {
  const generators = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
  let c = 1n;
  for (const d of values) {
    const c0 = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(d);
    generators.forEach((g, i) => {
      if ((c0 >> BigInt(i)) & 1n) c ^= g;
    });
  }
  return c ^ 1n;
}

/** A decoded CashAddr: its prefix, address type (0 P2PKH, 1 P2SH, 2 and 3 their token-aware forms) and hash. */
export interface CashAddress {
  readonly prefix: string;
  readonly type: number;
  readonly hash: Uint8Array;
}

/**
 * Decodes a CashAddr (Bitcoin Cash address format, spec v1.1): optional `prefix:`, one case, base32 payload whose
 * 40-bit BCH checksum covers the prefix, and a version byte whose size bits match the hash length. Without an
 * explicit prefix, `defaultPrefix` is assumed. Returns `undefined` when anything is wrong.
 *
 * @example
 * ```ts
 * decodeCashAddress("bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a")?.type; // 0
 * ```
 */
export function decodeCashAddress(text: string, defaultPrefix: string): CashAddress | undefined {
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return undefined;
  const [prefix, payload] = lower.includes(":") ? lower.split(":", 2) : [defaultPrefix, lower];
  if (!prefix || !payload || payload.length < 9 || lower.split(":").length > 2) return undefined;
  const words = [...payload].map((c) => BECH32_CHARSET.indexOf(c));
  if (words.some((w) => w < 0)) return undefined;
  const prefixWords = [...prefix].map((c) => c.charCodeAt(0) & 31);
  if (polymod([...prefixWords, 0, ...words]) !== 0n) return undefined;
  const bytes = convertBits(words.slice(0, -8), 5, 8, false);
  const version = bytes?.[0];
  if (!bytes || version === undefined || version & 0x80) return undefined;
  const hash = Uint8Array.from(bytes.slice(1));
  return hash.length === HASH_SIZES[version & 7] ? { prefix, type: (version >> 3) & 15, hash } : undefined;
}
