import type { BarcodeSymbol } from "../symbol.js";
import type { PreparedContent, SymbologyDefinition } from "../symbology.js";
import { barcodeEngine } from "./barcode-engine.js";

/** BWIPP refuses longer input to its linear encoders: bwip-js gives that error, not the fast path. */
const BWIPP_MAX_INPUT = 500;

/**
 * Encodes prepared content and returns the symbol's geometry: with the symbology's own fast encoder
 * where it has one and it takes the content, otherwise with the barcode engine (bwip-js), whose errors become
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
  return fast ?? barcodeEngine(definition.key).encode(definition, prepared, showText);
}
