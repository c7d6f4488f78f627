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
import type { TextOutliner } from "./outline-font.js";

/** The image to paint: exact size, format, colours and the symbology's quiet zone in modules. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
  readonly format: ImageFormat;
  readonly bar: Rgb;
  readonly background: Rgb;
  readonly quietZone: readonly [number, number];
  /** SVG only: the font whose outlines draw the text; without one the text is written as `<text>`. */
  readonly font?: TextOutliner;
}

/** A painter lays a symbol out, then writes one format (no closures made per image). */
type Painter<S extends BarcodeSymbol> = (symbol: S, canvas: Canvas) => Uint8Array;

/** One painter per kind of symbol, for one format. */
type Painters = { [K in BarcodeSymbol["kind"]]: Painter<K extends "bars" ? BarSymbol : GridSymbol> };

const hex = (canvas: Canvas) => [toHexColor(canvas.bar), toHexColor(canvas.background)] as const;

/** The grid writers' SVG is ASCII (hex colours, numbers, path data): latin1 skips UTF-8 encoding. */
const bytes = (svg: string): Uint8Array => latin1Bytes(svg);

const barsOf = (symbol: BarSymbol, c: Canvas) =>
  barPixels(symbol, layoutBars(symbol, c.quietZone, c.width, c.height), c.width, c.height);
const gridOf = (symbol: GridSymbol, c: Canvas) => frameGrid(symbol.matrix, c.quietZone, c.width, c.height);
const hexagonsOf = (c: Canvas) => layoutHexagons(c.quietZone[0], c.width, c.height);

/**
 * The SVG painters, apart from the PNG ones so that a bundle drawing only SVG (`barcodeSvg`) holds no PNG
 * writer nor deflate.
 */
const SVG_PAINTERS: Painters = {
  bars: (symbol, c) => renderBarsSvg(barsOf(symbol, c), c.width, c.height, c.bar, c.background, c.font),
  modules: (symbol, c) => {
    const grid = gridOf(symbol, c);
    return bytes(renderMatrixSvg(grid.matrix, grid.margin, c.width, c.height, ...hex(c)));
  },
  dots: (symbol, c) => bytes(renderDotsSvg(gridOf(symbol, c), c.width, c.height, ...hex(c))),
  hexagons: (symbol, c) => bytes(renderHexagonsSvg(symbol.matrix, hexagonsOf(c), c.width, c.height, ...hex(c))),
};

/** The PNG painters: 1-bit palette PNGs. */
const PNG_PAINTERS: Painters = {
  bars: (symbol, c) => renderBarsPng(barsOf(symbol, c), c.width, c.height, c.bar, c.background),
  modules: (symbol, c) => {
    const grid = gridOf(symbol, c);
    return renderMatrixPng(grid.matrix, grid.layout, c.width, c.height, c.bar, c.background);
  },
  dots: (symbol, c) => renderDotsPng(gridOf(symbol, c), c.width, c.height, c.bar, c.background),
  hexagons: (symbol, c) => renderHexagonsPng(symbol.matrix, hexagonsOf(c), c.width, c.height, c.bar, c.background),
};

const paintWith = (painters: Painters, symbol: BarcodeSymbol, canvas: Canvas): Uint8Array =>
  (painters[symbol.kind] as Painter<BarcodeSymbol>)(symbol, canvas);

/** Paints one format: {@link paintSymbolSvg}, {@link paintSymbolPng}, or {@link paintSymbol} for either. */
export type SymbolPainter = (symbol: BarcodeSymbol, canvas: Canvas) => Uint8Array;

/**
 * Paints a symbol as SVG, whatever `canvas.format` says: exactly `canvas.width` x `canvas.height`
 * pixels, bars on whole pixels. A canvas too small for the symbol is a `VALIDATION_ERROR` naming the
 * minimum width or height.
 *
 * @example
 * ```ts
 * const svg = paintSymbolSvg(symbol, { width: 400, height: 200, format: "SVG", bar, background, quietZone: [10, 10] });
 * ```
 */
export const paintSymbolSvg: SymbolPainter = (symbol, canvas) => paintWith(SVG_PAINTERS, symbol, canvas);

/**
 * Paints a symbol as a 1-bit palette PNG, whatever `canvas.format` says, with the geometry of
 * {@link paintSymbolSvg}.
 *
 * @example
 * ```ts
 * const png = paintSymbolPng(symbol, { width: 400, height: 200, format: "PNG", bar, background, quietZone: [10, 10] });
 * ```
 */
export const paintSymbolPng: SymbolPainter = (symbol, canvas) => paintWith(PNG_PAINTERS, symbol, canvas);

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
export const paintSymbol: SymbolPainter = (symbol, canvas) =>
  canvas.format === "PNG" ? paintSymbolPng(symbol, canvas) : paintSymbolSvg(symbol, canvas);
