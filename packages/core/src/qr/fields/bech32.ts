/**
 * The bech32 data alphabet (BIP 173): character i stands for the 5-bit value i.
 *
 * @example
 * ```ts
 * BECH32_CHARSET.indexOf("p"); // 1
 * ```
 */
export const BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** Checksum variant: BIP 173 `bech32` or BIP 350 `bech32m`. */
export type Bech32Encoding = "bech32" | "bech32m";

const CONSTANTS: Record<Bech32Encoding, number> = { bech32: 1, bech32m: 0x2bc830a3 };
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    GENERATOR.forEach((g, i) => {
      if ((top >>> i) & 1) chk ^= g;
    });
  }
  return chk >>> 0;
}

const expandHrp = (hrp: string): number[] => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

/** A decoded bech32 string: its human-readable part, its 5-bit data words (checksum removed) and its variant. */
export interface Bech32Decoded {
  readonly hrp: string;
  readonly words: readonly number[];
  readonly encoding: Bech32Encoding;
}

/**
 * Decodes a bech32 or bech32m string (BIP 173 / BIP 350): printable ASCII, one case, a non-empty human-readable
 * part, a separator `1`, data characters from {@link BECH32_CHARSET} and a valid 6-character checksum. `maxLength`
 * is 90 for addresses; Lightning invoices and LNURLs lift it. Returns `undefined` when anything is wrong.
 *
 * @example
 * ```ts
 * bech32Decode("A12UEL5L"); // { hrp: "a", words: [], encoding: "bech32" }
 * ```
 */
export function bech32Decode(text: string, maxLength = 90): Bech32Decoded | undefined {
  if (text.length > maxLength || /[^\x21-\x7e]/.test(text)) return undefined;
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return undefined;
  const separator = lower.lastIndexOf("1");
  if (separator < 1 || separator + 7 > lower.length) return undefined;
  const hrp = lower.slice(0, separator);
  const data = [...lower.slice(separator + 1)].map((c) => BECH32_CHARSET.indexOf(c));
  if (data.some((d) => d < 0)) return undefined;
  const residue = polymod([...expandHrp(hrp), ...data]);
  const encoding = (Object.keys(CONSTANTS) as Bech32Encoding[]).find((e) => CONSTANTS[e] === residue);
  return encoding ? { hrp, words: data.slice(0, -6), encoding } : undefined;
}

/**
 * Encodes 5-bit words under a human-readable part with a bech32 or bech32m checksum (lower case).
 *
 * @example
 * ```ts
 * bech32Encode("a", [], "bech32"); // "a12uel5l"
 * ```
 */
export function bech32Encode(hrp: string, words: readonly number[], encoding: Bech32Encoding): string {
  const values = [...expandHrp(hrp), ...words, 0, 0, 0, 0, 0, 0];
  const mod = polymod(values) ^ CONSTANTS[encoding];
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((w) => BECH32_CHARSET[w]).join("")}`;
}

/**
 * Regroups bits (8-bit bytes to 5-bit words and back). With `pad` false, more than `from - 1` leftover bits or
 * non-zero padding is an error (`undefined`), as BIP 173 requires when decoding.
 *
 * @example
 * ```ts
 * convertBits([0xff], 8, 5, true); // [31, 28]
 * ```
 */
export function convertBits(data: Iterable<number>, from: number, to: number, pad: boolean): number[] | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of data) {
    if (value < 0 || value >> from) return undefined;
    acc = ((acc << from) | value) & 0xffffff;
    bits += from;
    for (; bits >= to; bits -= to) out.push((acc >> (bits - to)) & max);
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max);
  } else if (bits >= from || (acc << (to - bits)) & max) {
    return undefined;
  }
  return out;
}
