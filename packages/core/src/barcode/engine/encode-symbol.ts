import type { BarcodeSymbol } from "../symbol.js";
import type { PreparedContent, SymbologyDefinition, SymbolShape } from "../symbology.js";
import type { BwipOptions } from "./bwip-js.js";
import { captureBars } from "./capture-bars.js";
import { encoderError } from "./encoder-error.js";
import { readDrawnGrid, readHexagons, readMatrix } from "./read-grid.js";

/** BWIPP refuses longer input to its linear encoders: bwip-js gives that error, not the fast path. */
const BWIPP_MAX_INPUT = 500;

/** How each shape of symbol is read out of bwip-js. */
const READERS: Record<SymbolShape, (options: BwipOptions) => BarcodeSymbol> = {
  bars: captureBars,
  matrix: (options) => ({ kind: "modules", matrix: readMatrix(options) }),
  stack: (options) => ({ kind: "modules", matrix: readDrawnGrid(options) }),
  dots: (options) => ({ kind: "dots", matrix: readMatrix(options) }),
  hexagons: (options) => ({ kind: "hexagons", matrix: readHexagons(options) }),
};

/**
 * Encodes prepared content and returns the symbol's geometry: with the symbology's own fast encoder
 * where it has one and it takes the content, otherwise with bwip-js, whose errors become
 * `INVALID_CONTENT` errors with a sentence a person can act on.
 *
 * @example
 * ```ts
 * const ean13 = getBarcodeSymbology("ean13");
 * encodeSymbol(ean13, ean13.prepare("590123412345", "ean13"), true).kind; // "bars"
 * ```
 */
export function encodeSymbol(
  definition: SymbologyDefinition,
  prepared: PreparedContent,
  showText: boolean,
): BarcodeSymbol {
  const fast =
    prepared.options || prepared.text.length > BWIPP_MAX_INPUT
      ? undefined
      : definition.fast?.(prepared.text, showText, prepared.gs1);
  if (fast) return fast;
  const options: BwipOptions = {
    bcid: definition.bcid,
    text: prepared.text,
    ...definition.options,
    ...prepared.options,
    ...(definition.shape === "bars" ? { includetext: showText } : {}),
  };
  try {
    return READERS[definition.shape](options);
  } catch (error) {
    throw encoderError(error, definition.key, prepared.text);
  }
}
