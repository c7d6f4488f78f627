import type { Ink } from "../../color/cmyk-color.js";
import type { Rgb } from "../../color/hex-color.js";
import { QrbarError } from "../../errors/qrbar-error.js";
import type { ModuleMatrix } from "../../render/module-matrix.js";
import { bitRowStride, encodeBitPng } from "../../render/palette-png.js";
import { circlePath, type VectorWriter } from "../../render/vector-writer.js";

const SQRT3 = Math.sqrt(3);
/** Row pitch and hexagon height, in module widths (pointy-top hexagons, ISO/IEC 16023). */
const ROW_PITCH = SQRT3 / 2;
const HEX_HEIGHT = 2 / SQRT3;
/** The symbol across (odd rows sit half a module right) and down, in module widths. */
const SYMBOL_WIDTH = 30.5;
const SYMBOL_HEIGHT = 32 * ROW_PITCH + HEX_HEIGHT;
/** Radii of the finder's circle edges, in module widths (BWIPP's values): dark between pairs. */
const RING_EDGES = [0.5774, 1.3359, 2.1058, 2.8644, 3.6229, 4.3814].map((r) => (r * 3.5 * 30) / 104);
/** Smallest module width, in pixels, at which the hexagons and rings keep their shape. */
const MIN_HEXAGON_PITCH = 4;

/** Where a MaxiCode lands: module width in whole pixels, top-left of the symbol. */
export interface HexagonLayout {
  readonly pitch: number;
  readonly left: number;
  readonly top: number;
}

/**
 * Fits MaxiCode (30 x 33 hexagons, central finder) with a quiet zone of `quietZone` modules into the
 * image, at the widest whole-pixel module that fits, centred; too small is a `VALIDATION_ERROR`.
 *
 * @example
 * ```ts
 * layoutHexagons(1, 400, 200).pitch; // 6
 * ```
 */
export function layoutHexagons(quietZone: number, width: number, height: number): HexagonLayout {
  const across = SYMBOL_WIDTH + 2 * quietZone;
  const down = SYMBOL_HEIGHT + 2 * quietZone;
  const pitch = Math.floor(Math.min(width / across, height / down));
  if (pitch < MIN_HEXAGON_PITCH) {
    const [field, need] =
      width < MIN_HEXAGON_PITCH * across ? ["width", MIN_HEXAGON_PITCH * across] : ["height", MIN_HEXAGON_PITCH * down];
    throw QrbarError.field(
      `customization.${field}`,
      `must be at least ${Math.ceil(need)} for maxicode (33 rows of 30 hexagons at ${MIN_HEXAGON_PITCH} pixels each, quiet zone included)`,
    );
  }
  return {
    pitch,
    left: Math.floor((width - SYMBOL_WIDTH * pitch) / 2),
    top: Math.floor((height - SYMBOL_HEIGHT * pitch) / 2),
  };
}

/**
 * Pixel centres of the dark hexagons, the hexagon's half width, the finder's centre and the radii of
 * its circle edges (dark between pairs); also what the shipping label draws MaxiCode from.
 *
 * @example
 * ```ts
 * const { centres, halfWidth } = hexagonGeometry(matrix, layoutHexagons(1, 400, 200));
 * ```
 */
export function hexagonGeometry(matrix: ModuleMatrix, { pitch, left, top }: HexagonLayout) {
  const centres: Array<[number, number]> = [];
  for (let r = 0; r < matrix.height; r++) {
    for (let c = 0; c < matrix.width; c++) {
      if (!matrix.data[r * matrix.width + c]) continue;
      centres.push([left + (c + 0.5 + (r & 1) * 0.5) * pitch, top + (HEX_HEIGHT / 2 + r * ROW_PITCH) * pitch]);
    }
  }
  const gap = Math.max(1, pitch / 8);
  const finder: [number, number] = [left + 14.5 * pitch, top + (HEX_HEIGHT / 2 + 16 * ROW_PITCH) * pitch];
  return { centres, halfWidth: (pitch - gap) / 2, finder, radii: RING_EDGES.map((r) => r * pitch) };
}

/**
 * The six corners of a pointy-top hexagon centred on (x, y), `halfWidth` from centre to each side:
 * top, then clockwise.
 *
 * @example
 * ```ts
 * hexagonCorners(10, 10, 3).length; // 6
 * ```
 */
export function hexagonCorners(x: number, y: number, halfWidth: number): Array<[number, number]> {
  const q = halfWidth / SQRT3;
  return [
    [x, y - 2 * q],
    [x + halfWidth, y - q],
    [x + halfWidth, y + q],
    [x, y + 2 * q],
    [x - halfWidth, y + q],
    [x - halfWidth, y - q],
  ];
}

/**
 * Draws MaxiCode as a 1-bit palette PNG: a pixel is dark when its centre lies in a dark hexagon or
 * in one of the finder's three dark rings.
 *
 * @example
 * ```ts
 * const png = renderHexagonsPng(matrix, layoutHexagons(1, 400, 200), 400, 200, black, white);
 * ```
 */
export function renderHexagonsPng(
  matrix: ModuleMatrix,
  layout: HexagonLayout,
  width: number,
  height: number,
  bar: Rgb,
  background: Rgb,
): Uint8Array {
  const stride = bitRowStride(width);
  const rows = new Uint8Array(stride * height);
  const set = (x: number, y: number) => {
    if (x >= 0 && x < width && y >= 0 && y < height) {
      rows[y * stride + 1 + (x >> 3)] = (rows[y * stride + 1 + (x >> 3)] as number) | (0x80 >> (x & 7));
    }
  };
  const { centres, halfWidth, finder, radii } = hexagonGeometry(matrix, layout);
  const radius = (2 * halfWidth) / SQRT3;
  for (const [cx, cy] of centres) {
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
      for (let x = Math.floor(cx - halfWidth); x <= Math.ceil(cx + halfWidth); x++) {
        const dx = Math.abs(x + 0.5 - cx);
        const dy = Math.abs(y + 0.5 - cy);
        if (dx <= halfWidth && dy <= radius - dx / SQRT3) set(x, y);
      }
    }
  }
  const outer = radii[radii.length - 1] as number;
  const [fx, fy] = finder;
  for (let y = Math.floor(fy - outer); y <= Math.ceil(fy + outer); y++) {
    for (let x = Math.floor(fx - outer); x <= Math.ceil(fx + outer); x++) {
      const d = Math.hypot(x + 0.5 - fx, y + 0.5 - fy);
      for (let i = 0; i + 1 < radii.length; i += 2)
        if (d >= (radii[i] as number) && d < (radii[i + 1] as number)) set(x, y);
    }
  }
  return encodeBitPng({ width, height, rows }, bar, background);
}

const n = (v: number): string => String(Math.round(v * 100) / 100);

/**
 * Draws MaxiCode as SVG at the same pixel positions as the PNG: hexagons and finder rings as paths.
 *
 * @example
 * ```ts
 * const svg = renderHexagonsSvg(matrix, layoutHexagons(1, 400, 200), 400, 200, "#000000", "#FFFFFF");
 * ```
 */
export function renderHexagonsSvg(
  matrix: ModuleMatrix,
  layout: HexagonLayout,
  width: number,
  height: number,
  bar: string,
  background: string,
): string {
  const { centres, halfWidth, finder, radii } = hexagonGeometry(matrix, layout);
  const q = halfWidth / SQRT3;
  const hexagons = centres
    .map(
      ([x, y]) =>
        `M${n(x)} ${n(y - 2 * q)}l${n(halfWidth)} ${n(q)}v${n(2 * q)}l${n(-halfWidth)} ${n(q)}l${n(-halfWidth)} ${n(-q)}v${n(-2 * q)}z`,
    )
    .join("");
  const [fx, fy] = finder;
  const circle = (r: number) =>
    `M${n(fx - r)} ${n(fy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<path fill="${bar}" d="${hexagons}"/><path fill="${bar}" fill-rule="evenodd" d="${radii.map(circle).join("")}"/></svg>`
  );
}

/**
 * Draws MaxiCode for the vector formats as the SVG draws it: the hexagons filled, then the finder's circles
 * filled by the even-odd rule, which leaves dark rings between pairs of edges.
 *
 * @example
 * ```ts
 * drawHexagonsVector(out, matrix, layoutHexagons(1, 400, 200), black);
 * ```
 */
export function drawHexagonsVector(out: VectorWriter, matrix: ModuleMatrix, layout: HexagonLayout, bar: Ink): void {
  const { centres, halfWidth, finder, radii } = hexagonGeometry(matrix, layout);
  out.colour(bar);
  for (const [x, y] of centres) {
    hexagonCorners(x, y, halfWidth).forEach(([cx, cy], i) => {
      if (i) out.lineTo(cx, cy);
      else out.moveTo(cx, cy);
    });
    out.closePath();
  }
  out.fill();
  for (const r of radii) circlePath(out, finder[0], finder[1], r);
  out.fill(true);
}
