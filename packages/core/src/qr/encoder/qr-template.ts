import { bchCode } from "./bch-code.js";

/** What every symbol of one version shares, before its data and mask. */
export interface QrTemplate {
  /** Modules per side. */
  readonly size: number;
  /** Row-major function patterns (finders, separators, timing, alignment, version information, dark module); 0 elsewhere. */
  readonly modules: Uint8Array;
  /** 1 where a module belongs to a function pattern or the format information, never to data. */
  readonly reserved: Uint8Array;
  /** Module index of each data bit in placement order (ISO/IEC 18004 7.7.3: two-column zigzag from the bottom right). */
  readonly order: Uint16Array;
}

const templates: QrTemplate[] = [];

/**
 * Where the format information goes: for bit `i` (0..14), indices `2i` and `2i + 1` are its two
 * places (row-major module indices), as `qrcode` places them: beside the top-left finder, and split between
 * the other two.
 *
 * @example
 * ```ts
 * formatPlaces(21).length; // 30
 * ```
 */
export function formatPlaces(size: number): Uint16Array {
  const places = new Uint16Array(30);
  for (let i = 0; i < 15; i++) {
    const vertical = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    const horizontal = i < 8 ? size - i - 1 : i < 9 ? 15 - i : 14 - i;
    places[2 * i] = vertical * size + 8;
    places[2 * i + 1] = 8 * size + horizontal;
  }
  return places;
}

/**
 * Row and column centres of the alignment patterns of a version (ISO/IEC 18004 annex E): 6, then evenly
 * spaced up to `size - 7`, the spacing an even number (26 for version 32, whose formula would give 28).
 */
function alignmentCentres(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const centres = [6];
  for (let i = count - 1; i > 0; i--) centres.push(size - 7 - (i - 1) * step);
  return centres;
}

/** Data module indices in placement order: column pairs from the right, up then down, skipping the vertical timing column. */
function placementOrder(reserved: Uint8Array, size: number): Uint16Array {
  const order = new Uint16Array(size * size);
  let length = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (let column = right; column > right - 2; column--) {
        if (!reserved[row * size + column]) order[length++] = row * size + column;
      }
    }
  }
  return order.slice(0, length);
}

/**
 * The template of a version, made once (ISO/IEC 18004 6.3): three finders with their separators, the
 * timing rows, the alignment patterns, the version information (7 and up) and the dark module, with the
 * format information's 30 modules reserved (their bits depend on the mask and are written by
 * `chooseMask`); then the data placement order over the modules they leave. A test checks every
 * version against the function patterns the `qrcode` package draws.
 *
 * @example
 * ```ts
 * qrTemplate(1).order.length; // 208: 26 codewords of 8 bits
 * ```
 */
export function qrTemplate(version: number): QrTemplate {
  const cached = templates[version];
  if (cached) return cached;
  const size = 17 + 4 * version;
  const modules = new Uint8Array(size * size);
  const reserved = new Uint8Array(size * size);
  const set = (row: number, column: number, dark: number | boolean) => {
    if (row < 0 || row >= size || column < 0 || column >= size) return;
    modules[row * size + column] = dark ? 1 : 0;
    reserved[row * size + column] = 1;
  };
  /** A square of rings round (row, column) out to `radius`, light where bit `ring` of `light` is set, clipped. */
  const square = (row: number, column: number, radius: number, light: number) => {
    for (let r = -radius; r <= radius; r++) {
      for (let c = -radius; c <= radius; c++)
        set(row + r, column + c, !((light >> Math.max(Math.abs(r), Math.abs(c))) & 1));
    }
  };
  // Finders (7 x 7: a 3 x 3 core, a light ring, a dark ring) with their light separators.
  for (const [row, column] of [
    [3, 3],
    [3, size - 4],
    [size - 4, 3],
  ] as const) {
    square(row, column, 4, 0b10100);
  }
  // Alignment patterns (5 x 5: a dark centre, a light ring, a dark ring), but where a finder already is.
  const centres = alignmentCentres(version, size);
  for (const row of centres)
    for (const column of centres) if (!reserved[row * size + column]) square(row, column, 2, 0b10);
  for (let i = 8; i < size - 8; i++) {
    set(6, i, !(i & 1));
    set(i, 6, !(i & 1));
  }
  // Format information (written per mask later), and the dark module above the lower finder.
  for (const at of formatPlaces(size)) set(Math.floor(at / size), at % size, 0);
  set(size - 8, 8, 1);
  if (version >= 7) {
    // The 18 version-information bits: BCH(18,6) with generator 0x1F25 (ISO/IEC 18004 annex D).
    const bits = bchCode(version, 0x1f25, 12);
    for (let i = 0; i < 18; i++) {
      const dark = (bits >> i) & 1;
      set(Math.floor(i / 3), size - 11 + (i % 3), dark);
      set(size - 11 + (i % 3), Math.floor(i / 3), dark);
    }
  }
  const template = { size, modules, reserved, order: placementOrder(reserved, size) };
  templates[version] = template;
  return template;
}
