import type { ErrorCorrectionLevel } from "@qrbar/contract";

/**
 * Error-correction blocks and codewords per block, versions 1..40 (ISO/IEC 18004 table 9), one character a
 * version (its code minus 35): a quarter of the bytes of number arrays in a browser bundle.
 */
const BLOCKS: Record<ErrorCorrectionLevel, string> = {
  L: "$$$$$%%%%'''''))))*++,,-///01234566789;<",
  M: "$$$%%'''(((+,,--.01344578:<=?@BDFHIKNPRT",
  Q: "$$%%''))+++-/3/43587::<>@EEFIKNPSVX[^adg",
  H: "$$%'''()++..335368<<<EACFHKMPSVY\\_beimpt",
};

const EC_PER_BLOCK: Record<ErrorCorrectionLevel, string> = {
  L: "*-27=57;A57;=A9;?A????AA=?AAAAAAAAAAAAAA",
  M: "-3=5;3599=A99;;??====???????????????????",
  Q: "095=5;597;?=;7A;??=A?AAAA?AAAAAAAAAAAAAA",
  H: "4?939?==;?;?9;;A??=?A;AAAAAAAAAAAAAAAAAA",
};

/** Entry `version` of a table row. */
const entry = (row: string, version: number): number => row.charCodeAt(version - 1) - 35;

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
  const blocks = entry(BLOCKS[level], version);
  const ecPerBlock = entry(EC_PER_BLOCK[level], version);
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
