import type { BarcodeSymbol } from "../symbol.js";
import type { PreparedContent, SymbologyDefinition, SymbolShape } from "../symbology.js";
import type { BwipOptions } from "./bwip-js.js";
import { captureBars } from "./capture-bars.js";
import { encoderError } from "./encoder-error.js";
import { readDrawnGrid, readHexagons, readMatrix } from "./read-grid.js";

/** How each shape of symbol is read out of bwip-js. */
const READERS: Record<SymbolShape, (options: BwipOptions) => BarcodeSymbol> = {
  bars: captureBars,
  matrix: (options) => ({ kind: "modules", matrix: readMatrix(options) }),
  stack: (options) => ({ kind: "modules", matrix: readDrawnGrid(options) }),
  dots: (options) => ({ kind: "dots", matrix: readMatrix(options) }),
  hexagons: (options) => ({ kind: "hexagons", matrix: readHexagons(options) }),
};

/**
 * Encodes prepared content with bwip-js and returns the symbol's geometry; bwip-js's errors become
 * `INVALID_CONTENT` errors with a sentence a person can act on.
 *
 * @example
 * ```ts
 * const datamatrix = getBarcodeSymbology("datamatrix");
 * encodeWithBwip(datamatrix, datamatrix.prepare("Hello", "datamatrix"), false).kind; // "modules"
 * ```
 */
export function encodeWithBwip(
  definition: SymbologyDefinition,
  prepared: PreparedContent,
  showText: boolean,
): BarcodeSymbol {
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
