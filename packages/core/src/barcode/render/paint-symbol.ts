import type { ImageFormat } from "@qrbar/contract";
import { latin1Bytes } from "#platform";
import type { Rgb } from "../../color/hex-color.js";
import { toHexColor } from "../../color/hex-color.js";
import { renderMatrixPng } from "../../render/matrix-png.js";
import { renderMatrixSvg } from "../../render/matrix-svg.js";
import type { BarcodeSymbol, BarSymbol, GridSymbol } from "../symbol.js";
import { layoutBars } from "./bar-layout.js";
import { barPixels } from "./bar-pixels.js";
import { renderBarsPng } from "./bar-png.js";
import { renderBarsSvg } from "./bar-svg.js";
import { renderDotsPng, renderDotsSvg } from "./dot-grid.js";
import { frameGrid } from "./grid-layout.js";
import { layoutHexagons, renderHexagonsPng, renderHexagonsSvg } from "./hexagon-grid.js";

/** The image to paint: exact size, format, colours and the symbology's quiet zone in modules. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
  readonly format: ImageFormat;
  readonly bar: Rgb;
  readonly background: Rgb;
  readonly quietZone: readonly [number, number];
}

/** A painter lays a symbol out, then writes the format asked for (no closures made per image). */
type Painter<S extends BarcodeSymbol> = (symbol: S, canvas: Canvas) => Uint8Array;

const hex = (canvas: Canvas) => [toHexColor(canvas.bar), toHexColor(canvas.background)] as const;

/** The grid writers' SVG is ASCII (hex colours, numbers, path data): latin1 skips UTF-8 encoding. */
const bytes = (svg: string): Uint8Array => latin1Bytes(svg);

const paintBars: Painter<BarSymbol> = (symbol, c) => {
  const pixels = barPixels(symbol, layoutBars(symbol, c.quietZone, c.width, c.height), c.width, c.height);
  return c.format === "PNG"
    ? renderBarsPng(pixels, c.width, c.height, c.bar, c.background)
    : renderBarsSvg(pixels, c.width, c.height, c.bar, c.background);
};

const paintModules: Painter<GridSymbol> = (symbol, c) => {
  const grid = frameGrid(symbol.matrix, c.quietZone, c.width, c.height);
  return c.format === "PNG"
    ? renderMatrixPng(grid.matrix, grid.layout, c.width, c.height, c.bar, c.background)
    : bytes(renderMatrixSvg(grid.matrix, grid.margin, c.width, c.height, ...hex(c)));
};

const paintDots: Painter<GridSymbol> = (symbol, c) => {
  const grid = frameGrid(symbol.matrix, c.quietZone, c.width, c.height);
  return c.format === "PNG"
    ? renderDotsPng(grid, c.width, c.height, c.bar, c.background)
    : bytes(renderDotsSvg(grid, c.width, c.height, ...hex(c)));
};

const paintHexagons: Painter<GridSymbol> = (symbol, c) => {
  const layout = layoutHexagons(c.quietZone[0], c.width, c.height);
  return c.format === "PNG"
    ? renderHexagonsPng(symbol.matrix, layout, c.width, c.height, c.bar, c.background)
    : bytes(renderHexagonsSvg(symbol.matrix, layout, c.width, c.height, ...hex(c)));
};

const PAINTERS: { [K in BarcodeSymbol["kind"]]: Painter<Extract<BarcodeSymbol, { kind: K }>> } = {
  bars: paintBars,
  modules: paintModules,
  dots: paintDots,
  hexagons: paintHexagons,
};

/**
 * Paints a symbol into an image of exactly `canvas.width` x `canvas.height` pixels in the format
 * asked for: a 1-bit palette PNG, or SVG with the same geometry. A canvas too small for the symbol
 * is a `VALIDATION_ERROR` naming the minimum width or height.
 *
 * @example
 * ```ts
 * const png = paintSymbol(symbol, { width: 400, height: 200, format: "PNG", bar, background, quietZone: [10, 10] });
 * ```
 */
export function paintSymbol(symbol: BarcodeSymbol, canvas: Canvas): Uint8Array {
  return (PAINTERS[symbol.kind] as Painter<BarcodeSymbol>)(symbol, canvas);
}
