import type { ImageFormat } from "@qrbar/contract";
import type { Rgb } from "../../color/hex-color.js";
import { barcodeEngine } from "../engine/barcode-engine.js";
import type { BarcodeSymbol, BarSymbol, GridSymbol } from "../symbol.js";
import { layoutBars } from "./bar-layout.js";
import { barPixels } from "./bar-pixels.js";
import { renderBarsPng } from "./bar-png.js";
import { renderBarsSvg } from "./bar-svg.js";
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

const barsOf = (symbol: BarSymbol, c: Canvas) =>
  barPixels(symbol, layoutBars(symbol, c.quietZone, c.width, c.height), c.width, c.height);

/** The grids only bwip-js's symbologies make are painted by the engine, which drew them. */
const grid = (symbol: GridSymbol) => barcodeEngine(symbol.kind).paintGrid;

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
export const paintSymbolSvg: SymbolPainter = (symbol, c) =>
  symbol.kind === "bars"
    ? renderBarsSvg(barsOf(symbol, c), c.width, c.height, c.bar, c.background, c.font)
    : grid(symbol).svg(symbol, c);

/**
 * Paints a symbol as a 1-bit palette PNG, whatever `canvas.format` says, with the geometry of
 * {@link paintSymbolSvg}.
 *
 * @example
 * ```ts
 * const png = paintSymbolPng(symbol, { width: 400, height: 200, format: "PNG", bar, background, quietZone: [10, 10] });
 * ```
 */
export const paintSymbolPng: SymbolPainter = (symbol, c) =>
  symbol.kind === "bars"
    ? renderBarsPng(barsOf(symbol, c), c.width, c.height, c.bar, c.background)
    : grid(symbol).png(symbol, c);

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
