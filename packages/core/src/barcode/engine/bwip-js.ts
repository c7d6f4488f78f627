import { requireBwipJs } from "#platform";
import { engineNeeded } from "./barcode-engine.js";

/** Options bwip-js takes: its own (`bcid`, `text`, `scale`) and BWIPP's, which vary by symbology. */
export type BwipOptions = { bcid: string; text: string } & Record<string, string | number | boolean>;

/** A glyph bitmap from bwip-js's font library: coverage bytes, `width * height`, row-major. */
export interface Glyph {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
  readonly advance: number;
  readonly bytes: Uint8Array;
  readonly offset: number;
}

/** One outline segment of a glyph, y up from the baseline. */
export type GlyphSegment =
  | { type: "M" | "L"; x: number; y: number }
  | { type: "Q"; x: number; y: number; cx: number; cy: number }
  | { type: "C"; x: number; y: number; cx1: number; cy1: number; cx2: number; cy2: number };

/** The font library bwip-js draws its text with (OCR-A and OCR-B, embedded). */
export interface FontLibrary {
  lookup(name: string): number;
  getglyph(fontId: number, charCode: number, width: number, height: number): Glyph;
  getpaths(fontId: number, charCode: number, width: number, height: number): GlyphSegment[];
}

/** The drawing interface bwip-js renders through (see bwip-js' `examples/drawing-example.js`). */
export interface BwipDrawing<T> {
  setopts?(options: Record<string, unknown>): void;
  scale(sx: number, sy: number): [number, number] | null;
  measure(
    text: string,
    font: string,
    width: number,
    height: number,
  ): { width: number; ascent: number; descent: number };
  init(width: number, height: number): void;
  line(x0: number, y0: number, x1: number, y1: number, lineWidth: number, rgb: string): void;
  polygon(points: Array<[number, number]>): void;
  hexagon(points: Array<[number, number]>, rgb: string): void;
  ellipse(x: number, y: number, rx: number, ry: number, ccw: boolean): void;
  fill(rgb: string): void;
  clip(polygons: Array<Array<[number, number]>>): void;
  unclip(): void;
  text(
    x: number,
    y: number,
    text: string,
    rgb: string,
    font: { name: string; width: number; height: number; dx: number; rotate?: number },
  ): void;
  end(): T;
}

/** What `bwipjs.raw()` returns for a symbol drawn as a grid (2D and most stacked symbologies). */
export interface RawMatrix {
  /** Dark cells row by row, or (MaxiCode) the indices of the dark cells. */
  readonly pixs: number[];
  readonly pixx: number;
  readonly pixy: number;
}

/** What qrbar uses of bwip-js. */
interface BwipLibrary {
  render<T>(options: BwipOptions, drawing: BwipDrawing<T>): T;
  raw(options: BwipOptions): Array<Partial<RawMatrix>>;
  FontLib: FontLibrary;
}

/** bwip-js once loaded: by `requireBwipJs` (Node, on first use) or {@link useBwipJs} (`loadBarcodeEngine`). */
let library: BwipLibrary | undefined;

/**
 * Hands over bwip-js as a dynamic `import()` loaded it, for platforms that cannot load it synchronously.
 *
 * @example
 * ```ts
 * useBwipJs(await import("bwip-js"));
 * ```
 */
export function useBwipJs(bwipjs: unknown): void {
  library = ((bwipjs as { default?: unknown }).default ?? bwipjs) as BwipLibrary;
}

/**
 * bwip-js, loaded on first use where that can be done synchronously (Node). Elsewhere (a browser) a
 * `VALIDATION_ERROR` on `type` saying to `await loadBarcodeEngine()` first.
 *
 * @example
 * ```ts
 * bwipJs("qrcode").raw({ bcid: "qrcode", text: "x" });
 * ```
 */
export function bwipJs(type: string): BwipLibrary {
  library ??= requireBwipJs() as BwipLibrary | undefined;
  if (!library) throw engineNeeded(type);
  return library;
}

/**
 * Runs BWIPP through bwip-js and hands every drawing call to `drawing`.
 *
 * @example
 * ```ts
 * const symbol = renderBwip({ bcid: "code128", text: "ABC", scale: 1 }, captureDrawing(1));
 * ```
 */
export function renderBwip<T>(options: BwipOptions, drawing: BwipDrawing<T>): T {
  return bwipJs(options.bcid).render(options, drawing);
}

/**
 * Runs BWIPP's encoder only and returns the first symbol's module grid.
 *
 * @example
 * ```ts
 * rawMatrix({ bcid: "datamatrix", text: "Hello" }).pixx; // 12
 * ```
 */
export function rawMatrix(options: BwipOptions): RawMatrix {
  const [first] = bwipJs(options.bcid).raw(options);
  if (!first?.pixs) throw new Error(`bwip-js returned no module grid for ${options.bcid}`);
  return first as RawMatrix;
}

/**
 * bwip-js's font library (OCR-A, OCR-B), for text our own glyph table does not hold.
 *
 * @example
 * ```ts
 * bwipFontLibrary().lookup("OCR-A"); // 0
 * ```
 */
export function bwipFontLibrary(): FontLibrary {
  return bwipJs("human-readable text").FontLib;
}
