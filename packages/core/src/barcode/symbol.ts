import type { ModuleMatrix } from "../render/module-matrix.js";

/** An axis-aligned rectangle, `x0 <= x1`, `y0 <= y1`, y pointing down. */
export interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** One run of human-readable text as BWIPP placed it. Lengths in the symbol's units. */
export interface TextRun {
  readonly text: string;
  /** Font name, `OCR-B` or `OCR-A`. */
  readonly font: string;
  /** Font size (em height). */
  readonly size: number;
  /** Left edge of the run. */
  readonly x: number;
  /** Baseline. */
  readonly baseline: number;
  /** Advance width of the run at `size`. */
  readonly width: number;
  readonly ascent: number;
  readonly descent: number;
  /** Extra space between characters. */
  readonly gap: number;
}

/** A symbol drawn as bars (linear and postal symbologies), in modules: the narrowest bar is 1 wide. */
export interface BarSymbol {
  readonly kind: "bars";
  /** The bars proper: their common extent is what stretches to fill the image height. */
  readonly bars: readonly Rect[];
  /** Other dark areas drawn at module scale, such as ITF-14 bearer bars. */
  readonly borders: readonly Rect[];
  readonly texts: readonly TextRun[];
}

/** A symbol drawn on a grid: square modules, DotCode dots or MaxiCode hexagons. */
export interface GridSymbol {
  readonly kind: "modules" | "dots" | "hexagons";
  readonly matrix: ModuleMatrix;
}

/** What a symbology encoder hands the renderers. */
export type BarcodeSymbol = BarSymbol | GridSymbol;
