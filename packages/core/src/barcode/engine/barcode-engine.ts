import { BUNDLED_ENGINE } from "#barcode-engine";
import { QrbarError } from "../../errors/qrbar-error.js";
import type { VectorWriter } from "../../render/vector-writer.js";
import type { Canvas } from "../render/paint-symbol.js";
import type { BarcodeSymbol, GridSymbol } from "../symbol.js";
import type { PreparedContent, SymbologyDefinition } from "../symbology.js";

/** Paints a grid symbol into an image of exactly `canvas.width` x `canvas.height` pixels. */
export type GridPainter = (symbol: GridSymbol, canvas: Canvas) => Uint8Array;

/** Draws a grid symbol's shapes into a vector format's page of `canvas.width` x `canvas.height` pixels. */
export type GridVectorPainter = (symbol: GridSymbol, canvas: Canvas, out: VectorWriter) => void;

/**
 * What the barcode engine adds to the symbologies qrbar encodes itself: everything bwip-js draws, kept out of
 * the synchronous path so that a browser bundle drawing EAN or Code 128 holds none of it.
 */
export interface BarcodeEngine {
  /** The symbologies only bwip-js encodes, with their content rules. */
  readonly symbologies: readonly SymbologyDefinition[];
  /** Encodes prepared content with bwip-js: those symbologies, and content our own encoders leave to it. */
  readonly encode: (definition: SymbologyDefinition, prepared: PreparedContent, showText: boolean) => BarcodeSymbol;
  /** Paints the grids (modules, dots, hexagons) only bwip-js's symbologies make, per format. */
  readonly paintGrid: { readonly svg: GridPainter; readonly png: GridPainter; readonly vector: GridVectorPainter };
}

/** The engine `loadBarcodeEngine` loaded (a browser's); Node's comes with the module (`#barcode-engine`). */
let loaded: BarcodeEngine | undefined;

/**
 * Installs the engine `loadBarcodeEngine` loaded.
 *
 * @example
 * ```ts
 * useBarcodeEngine((await import("./bwip-engine.js")).BWIP_ENGINE);
 * ```
 */
export function useBarcodeEngine(engine: BarcodeEngine): void {
  loaded = engine;
}

/**
 * The `VALIDATION_ERROR` for drawing `type` before a browser has loaded the engine.
 *
 * @example
 * ```ts
 * throw engineNeeded("datamatrix");
 * ```
 */
export function engineNeeded(type: string): QrbarError {
  return QrbarError.field(
    "type",
    `'${type}' is drawn by the barcode engine (bwip-js), which a browser loads on demand: await loadBarcodeEngine() from @qrbar/core/barcode once before drawing it`,
  );
}

/**
 * The engine, or (in a browser before `loadBarcodeEngine()`) {@link engineNeeded} for `type`.
 *
 * @example
 * ```ts
 * barcodeEngine("datamatrix").encode(definition, prepared, false);
 * ```
 */
export function barcodeEngine(type: string): BarcodeEngine {
  // Read at call time: the bundled engine imports this module, so at this module's evaluation it may not be.
  const engine = loaded ?? BUNDLED_ENGINE;
  if (!engine) throw engineNeeded(type);
  return engine;
}
