import type { ErrorCorrectionLevel } from "@qrbar/contract";
import { blockLayout } from "../qr/encoder/qr-capacity.js";
import { qrTemplate } from "../qr/encoder/qr-template.js";

/** Modules cleared around a logo on every side, beyond its own box: a light rim that keeps it apart from the modules. */
export const LOGO_RIM_MODULES = 0.5;

/**
 * Misdecode protection (ISO/IEC 18004 table 9, "p"): codewords the smallest symbols keep back from
 * correction so that a wrong decode is not taken for a right one.
 */
function misdecodeProtection(version: number, level: ErrorCorrectionLevel): number {
  if (version === 1) return { L: 3, M: 2, Q: 1, H: 1 }[level];
  if (version === 2 && level === "L") return 2;
  if (version === 3 && level === "L") return 1;
  return 0;
}

/** Share of each block's correction capacity a logo may use; the rest is left for styling, blur and dirt. */
const LOGO_SHARE_OF_CORRECTION = 0.75;

/** Which Reed-Solomon block each codeword (in placement order) belongs to, undoing the interleaving of `qrCodewords`. */
function blockOfCodeword(version: number, level: ErrorCorrectionLevel): Uint16Array {
  const { codewords, dataCodewords, blocks } = blockLayout(version, level);
  const shortBlocks = blocks - (codewords % blocks);
  const shortData = Math.floor(dataCodewords / blocks);
  const out = new Uint16Array(codewords);
  for (let p = 0; p < codewords; p++) {
    if (p >= dataCodewords) out[p] = (p - dataCodewords) % blocks;
    else if (p < shortData * blocks) out[p] = p % blocks;
    else out[p] = shortBlocks + (p - shortData * blocks);
  }
  return out;
}

/** Whether a module is one a logo must never hide: finders and separators, timing, format and version information. */
export function isProtectedModule(size: number, version: number, x: number, y: number): boolean {
  const finder = (x < 9 && y < 9) || (x >= size - 8 && y < 9) || (x < 9 && y >= size - 8);
  const versionInfo =
    version >= 7 && ((x >= size - 11 && x < size - 8 && y < 6) || (y >= size - 11 && y < size - 8 && x < 6));
  return finder || x === 6 || y === 6 || versionInfo;
}

/** The modules a centred logo of `fraction` of the symbol's width clears (its box plus the rim): a square range, inclusive. */
export function clearedRange(size: number, fraction: number): { from: number; to: number } {
  const half = (fraction * size) / 2 + LOGO_RIM_MODULES;
  const centre = size / 2;
  return { from: Math.max(0, Math.floor(centre - half)), to: Math.min(size - 1, Math.ceil(centre + half) - 1) };
}

/** How a logo of some size fares against a symbol's error correction. */
export interface LogoErasure {
  /** Whether every block keeps enough correction and no protected module is hidden. */
  readonly safe: boolean;
  /** Codewords the logo erases in its worst block, and what that block may lose. */
  readonly worstBlock: { readonly erased: number; readonly allowed: number };
  /** Whether the cleared square reaches a finder, timing, format or version module. */
  readonly hidesFunctionPattern: boolean;
}

/**
 * Which codewords of which Reed-Solomon blocks a centred logo erases, against what each block can
 * correct: `floor((ec - p) / 2)` errors (the cleared modules read as errors, not known erasures),
 * of which a logo may use {@link LOGO_SHARE_OF_CORRECTION}. Block interleaving spreads a centre
 * logo over every block, which is why a flat "area x ECC percentage" rule overestimates it.
 *
 * @example
 * ```ts
 * logoErasure(5, "H", 0.2).safe; // true
 * ```
 */
export function logoErasure(version: number, level: ErrorCorrectionLevel, fraction: number): LogoErasure {
  const { size, order } = qrTemplate(version);
  const { codewords, blocks, ecPerBlock } = blockLayout(version, level);
  const block = blockOfCodeword(version, level);
  const { from, to } = clearedRange(size, fraction);
  const hit = new Uint8Array(codewords);
  for (let bit = 0; bit < codewords * 8; bit++) {
    const at = order[bit] as number;
    const x = at % size;
    const y = (at - x) / size;
    if (x >= from && x <= to && y >= from && y <= to) hit[bit >> 3] = 1;
  }
  const erased = new Uint16Array(blocks);
  for (let c = 0; c < codewords; c++)
    if (hit[c]) erased[block[c] as number] = (erased[block[c] as number] as number) + 1;
  const allowed = Math.floor(
    Math.floor((ecPerBlock - misdecodeProtection(version, level)) / 2) * LOGO_SHARE_OF_CORRECTION,
  );
  let hidesFunctionPattern = false;
  for (let y = from; y <= to && !hidesFunctionPattern; y++) {
    for (let x = from; x <= to && !hidesFunctionPattern; x++)
      hidesFunctionPattern = isProtectedModule(size, version, x, y);
  }
  const worst = Math.max(...erased);
  return {
    safe: worst <= allowed && !hidesFunctionPattern,
    worstBlock: { erased: worst, allowed },
    hidesFunctionPattern,
  };
}

/** Steps the largest safe logo is searched in. */
const FRACTION_STEP = 0.005;

/**
 * The largest `logo_size` (fraction of the symbol's width, in steps of 0.005) whose cleared area
 * every block of this symbol can still correct ({@link logoErasure}); 0 when none is safe.
 *
 * @example
 * ```ts
 * largestSafeLogo(5, "H"); // about 0.3
 * ```
 */
export function largestSafeLogo(version: number, level: ErrorCorrectionLevel): number {
  const key = `${version}${level}`;
  let best = largest.get(key);
  if (best === undefined) {
    best = searchLargestSafeLogo(version, level);
    largest.set(key, best);
  }
  return best;
}

/** Largest safe logo of each version and level, found once (at most 160 entries). */
const largest = new Map<string, number>();

function searchLargestSafeLogo(version: number, level: ErrorCorrectionLevel): number {
  let best = 0;
  for (let f = FRACTION_STEP; f <= 0.6; f += FRACTION_STEP) {
    if (!logoErasure(version, level, f).safe) break;
    best = f;
  }
  return Math.round(best * 1000) / 1000;
}
