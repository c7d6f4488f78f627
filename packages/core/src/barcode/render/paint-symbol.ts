import type { FileFormat } from "@qrbar/contract";
import type { Ink } from "../../color/cmyk-color.js";
import { type BarcodeEngine, barcodeEngine } from "../engine/barcode-engine.js";
import type { BarcodeSymbol, BarSymbol, GridSymbol } from "../symbol.js";
import { layoutBars } from "./bar-layout.js";
import { type BarPixels, barPixels } from "./bar-pixels.js";
import { renderBarsPng } from "./bar-png.js";
import { writeBarsSvg } from "./bar-svg.js";
import type { TextOutliner } from "./outline-font.js";
import { SvgBytes } from "./svg-bytes.js";
import { SvgString } from "./svg-string.js";

/** The image to paint: exact size, format, colours and the symbology's quiet zone in modules. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
  readonly format: FileFormat;
  readonly bar: Ink;
  readonly background: Ink;
  readonly quietZone: readonly [number, number];
  /** SVG only: the font whose outlines draw the text; without one the text is written as `<text>`. */
  readonly font?: TextOutliner;
}

/**
 * A bar symbol laid out on the canvas and resolved to whole pixels, what every format draws.
 *
 * @example
 * ```ts
 * const { rects, texts } = barsOf(symbol, canvas);
 * ```
 */
export const barsOf = (symbol: BarSymbol, c: Canvas): BarPixels =>
  barPixels(symbol, layoutBars(symbol, c.quietZone, c.width, c.height), c.width, c.height);

/**
 * The painters of a grid symbol, per format: the grids only bwip-js's symbologies make are painted by the
 * engine, which drew them.
 *
 * @example
 * ```ts
 * const svg = grid(symbol).svg(symbol, canvas);
 * ```
 */
export const grid = (symbol: GridSymbol): BarcodeEngine["paintGrid"] => barcodeEngine(symbol.kind).paintGrid;

/**
 * Paints one format: {@link paintSymbolSvg} as a string, {@link paintSymbolPng}, {@link paintSymbolSvgBytes} or
 * `paintSymbol` (any format) as bytes.
 */
export type SymbolPainter<Image = Uint8Array> = (symbol: BarcodeSymbol, canvas: Canvas) => Image;

/** The grid writers' SVG is ASCII: decoding it as UTF-8 is exact. */
const decoder = new TextDecoder();

/** The byte writer, made on the first SVG written as bytes (a bundle that draws strings only holds none). */
let bytesWriter: SvgBytes | undefined;

/**
 * Paints a symbol as an SVG string, whatever `canvas.format` says: exactly `canvas.width` x `canvas.height`
 * pixels, bars on whole pixels. A canvas too small for the symbol is a `VALIDATION_ERROR` naming the
 * minimum width or height.
 *
 * @example
 * ```ts
 * const svg = paintSymbolSvg(symbol, { width: 400, height: 200, format: "SVG", bar, background, quietZone: [10, 10] });
 * ```
 */
export const paintSymbolSvg: SymbolPainter<string> = (symbol, c) =>
  symbol.kind === "bars"
    ? writeBarsSvg(new SvgString(), barsOf(symbol, c), c.width, c.height, c.bar, c.background, c.font).text
    : decoder.decode(grid(symbol).svg(symbol, c));

/**
 * Paints a symbol as SVG bytes, the same characters as {@link paintSymbolSvg}.
 *
 * @example
 * ```ts
 * const svg = paintSymbolSvgBytes(symbol, { width: 400, height: 200, format: "SVG", bar, background, quietZone: [10, 10] });
 * ```
 */
export const paintSymbolSvgBytes: SymbolPainter = (symbol, c) => {
  if (symbol.kind !== "bars") return grid(symbol).svg(symbol, c);
  bytesWriter ??= new SvgBytes();
  const out = writeBarsSvg(bytesWriter.reset(), barsOf(symbol, c), c.width, c.height, c.bar, c.background, c.font);
  return out.finish();
};

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
