import type { ErrorCorrectionLevel } from "@qrbar/contract";

/** Error-correction blocks per version 1..40 (ISO/IEC 18004 table 9). */
const BLOCKS: Record<ErrorCorrectionLevel, readonly number[]> = {
  L: [
    1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19,
    20, 21, 22, 24, 25,
  ],
  M: [
    1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33,
    35, 37, 38, 40, 43, 45, 47, 49,
  ],
  Q: [
    1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45,
    48, 51, 53, 56, 59, 62, 65, 68,
  ],
  H: [
    1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51,
    54, 57, 60, 63, 66, 70, 74, 77, 81,
  ],
};

/** Error-correction codewords per block, per version 1..40 (ISO/IEC 18004 table 9). */
const EC_PER_BLOCK: Record<ErrorCorrectionLevel, readonly number[]> = {
  L: [
    7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  M: [
    10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ],
  Q: [
    13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  H: [
    17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
};

/** How a version's codewords divide into blocks at one level. */
export interface BlockLayout {
  /** Codewords the symbol holds in all, data and error correction. */
  readonly codewords: number;
  /** Data codewords. */
  readonly dataCodewords: number;
  readonly blocks: number;
  readonly ecPerBlock: number;
}

/**
 * Modules left for data and error correction once the function patterns are drawn (ISO/IEC 18004
 * 6.4.10): the symbol minus finders, separators, timing, alignment, format and version information.
 */
function dataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    modules -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

/**
 * The codeword layout of a version at a level.
 *
 * @example
 * ```ts
 * blockLayout(3, "M"); // { codewords: 70, dataCodewords: 44, blocks: 1, ecPerBlock: 26 }
 * ```
 */
export function blockLayout(version: number, level: ErrorCorrectionLevel): BlockLayout {
  const codewords = Math.floor(dataModules(version) / 8);
  const blocks = BLOCKS[level][version - 1] as number;
  const ecPerBlock = EC_PER_BLOCK[level][version - 1] as number;
  return { codewords, dataCodewords: codewords - blocks * ecPerBlock, blocks, ecPerBlock };
}

/**
 * Data bits a version holds at a level.
 *
 * @example
 * ```ts
 * dataCapacityBits(1, "L"); // 152
 * ```
 */
export function dataCapacityBits(version: number, level: ErrorCorrectionLevel): number {
  return blockLayout(version, level).dataCodewords * 8;
}
