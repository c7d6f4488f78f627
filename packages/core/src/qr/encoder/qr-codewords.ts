import type { ErrorCorrectionLevel } from "@qrbar/contract";
import { blockLayout } from "./qr-capacity.js";
import { reedSolomon } from "./reed-solomon.js";
import { ALPHANUMERIC_CHARS, countBits, type QrSegment } from "./segment-payload.js";

const MODE_INDICATOR = { numeric: 0b0001, alphanumeric: 0b0010, byte: 0b0100 } as const;
const ECI_MODE_INDICATOR = 0b0111;

/** Appends bits most significant first to a fixed-size byte array. */
class BitWriter {
  length = 0;
  constructor(readonly bytes: Uint8Array) {}

  put(value: number, bits: number): void {
    for (let i = bits - 1; i >= 0; i--, this.length++) {
      if ((value >>> i) & 1) {
        const at = this.length >> 3;
        this.bytes[at] = (this.bytes[at] as number) | (0x80 >> (this.length & 7));
      }
    }
  }
}

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
  const out = new BitWriter(new Uint8Array(capacity));
  if (eci !== undefined) {
    out.put(ECI_MODE_INDICATOR, 4);
    out.put(eci, 8);
  }
  for (const { data, mode } of segments) {
    const text = typeof data === "string" ? data : "";
    out.put(MODE_INDICATOR[mode], 4);
    out.put(mode === "byte" ? data.length : text.length, countBits(mode, version));
    if (mode === "byte") {
      for (const byte of data as Uint8Array) out.put(byte, 8);
    } else if (mode === "numeric") {
      for (let i = 0; i < text.length; i += 3) {
        const group = text.slice(i, i + 3);
        out.put(Number(group), [0, 4, 7, 10][group.length] as number);
      }
    } else {
      for (let i = 0; i < text.length; i += 2) {
        const first = ALPHANUMERIC_CHARS.indexOf(text[i] as string);
        if (i + 1 < text.length) out.put(first * 45 + ALPHANUMERIC_CHARS.indexOf(text[i + 1] as string), 11);
        else out.put(first, 6);
      }
    }
  }
  out.put(0, Math.min(4, capacity * 8 - out.length));
  let at = (out.length + 7) >> 3;
  for (let pad = 0xec; at < capacity; at++, pad ^= 0xec ^ 0x11) out.bytes[at] = pad;
  return out.bytes;
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
