import type { ErrorCorrectionLevel } from "@qrbar/contract";
import { blockLayout } from "./qr-capacity.js";
import { reedSolomon } from "./reed-solomon.js";
import { ALPHANUMERIC_CHARS, countBits, type QrSegment } from "./segment-payload.js";

const MODE_INDICATOR = { numeric: 0b0001, alphanumeric: 0b0010, byte: 0b0100 } as const;
const ECI_MODE_INDICATOR = 0b0111;

/**
 * The data codewords (ISO/IEC 18004 7.4): the ECI header when there is one (7.4.2.2: mode `0111`, then a designator
 * below 128 in 8 bits), segments, terminator, zero bits to a byte, then 0xEC 0x11 padding.
 */
function dataCodewords(
  segments: readonly QrSegment[],
  version: number,
  capacity: number,
  eci: number | undefined,
): Uint8Array {
  const bytes = new Uint8Array(capacity);
  let length = 0;
  /** Appends the low `bits` bits of `value`, most significant first. */
  const put = (value: number, bits: number) => {
    for (let i = bits - 1; i >= 0; i--, length++) {
      if ((value >>> i) & 1) bytes[length >> 3] = (bytes[length >> 3] as number) | (0x80 >> (length & 7));
    }
  };
  if (eci !== undefined) put((ECI_MODE_INDICATOR << 8) | eci, 12);
  for (const { data, mode } of segments) {
    put(MODE_INDICATOR[mode], 4);
    put(data.length, countBits(mode, version));
    if (typeof data !== "string") {
      for (const byte of data) put(byte, 8);
      continue;
    }
    // Numeric: 3 digits in 10 bits (a shorter last group in 4 or 7); alphanumeric: 2 characters in 11 bits (6).
    const numeric = mode === "numeric";
    for (let i = 0; i < data.length; i += numeric ? 3 : 2) {
      const group = data.slice(i, i + (numeric ? 3 : 2));
      const value = numeric ? Number(group) : [...group].reduce((v, c) => v * 45 + ALPHANUMERIC_CHARS.indexOf(c), 0);
      put(value, group.length * (numeric ? 3 : 5) + 1);
    }
  }
  put(0, Math.min(4, capacity * 8 - length));
  for (let at = (length + 7) >> 3, pad = 0xec; at < capacity; at++, pad ^= 0xec ^ 0x11) bytes[at] = pad;
  return bytes;
}

/**
 * Every codeword of a symbol in placement order (ISO/IEC 18004 7.5-7.6): the data split into blocks
 * (the last ones a codeword longer when the count does not divide), each block's Reed-Solomon
 * codewords, then data and error correction each interleaved across the blocks. `eci` (0..127, e.g. 26 for UTF-8)
 * puts an ECI header in front of the segments.
 *
 * @example
 * ```ts
 * qrCodewords([{ data: "01234567", mode: "numeric" }], 1, "M").length; // 26
 * ```
 */
export function qrCodewords(
  segments: readonly QrSegment[],
  version: number,
  level: ErrorCorrectionLevel,
  eci?: number,
): Uint8Array {
  const { codewords, dataCodewords: capacity, blocks, ecPerBlock } = blockLayout(version, level);
  const data = dataCodewords(segments, version, capacity, eci);
  const shortBlocks = blocks - (codewords % blocks);
  const shortData = Math.floor(codewords / blocks) - ecPerBlock;
  const out = new Uint8Array(codewords);
  let start = 0;
  for (let b = 0; b < blocks; b++) {
    const length = shortData + (b < shortBlocks ? 0 : 1);
    const block = data.subarray(start, start + length);
    start += length;
    // Data codeword i of every block comes before codeword i + 1 of any; short blocks sit out the last round.
    for (let i = 0; i < length; i++)
      out[i < shortData ? i * blocks + b : shortData * blocks + (b - shortBlocks)] = block[i] as number;
    const ec = reedSolomon(block, ecPerBlock);
    for (let i = 0; i < ecPerBlock; i++) out[capacity + i * blocks + b] = ec[i] as number;
  }
  return out;
}
