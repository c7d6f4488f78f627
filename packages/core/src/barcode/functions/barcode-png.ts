import type { BarcodeType } from "@qrbar/contract";
import { drawBarcode } from "../draw-barcode.js";
import { paintSymbolPng } from "../render/paint-symbol.js";
import type { BarcodePngOptions } from "./barcode-options.js";
import { checkBarcodeInput } from "./check-barcode-input.js";
import { checkBarcodeOptions } from "./check-barcode-options.js";

/**
 * Draws a barcode as a PNG file: a two-colour image of exactly `width` x `height` pixels (400 x 200 by
 * default), modules on whole pixels. Check digits are computed where the symbology has one and refused when
 * wrong. Throws a `QrbarError`: `INVALID_CONTENT` naming the rule (or the expected check digit),
 * `UNKNOWN_TYPE`, or `VALIDATION_ERROR` naming the option. In Node the bytes are a Buffer.
 *
 * @param type - The symbology: one of the 66 keys of `BARCODE_TYPES` (`barcodeCatalog()` lists their rules).
 * @param content - The data to encode, as a string (an EAN-13 is `"590123412345"`, not a number).
 * @param options - Size, colours and whether to print the text; every field has a default.
 * @example
 * ```ts
 * import { writeFileSync } from "node:fs";
 * import { barcodePng } from "@qrbar/core/barcode";
 *
 * writeFileSync("ean13.png", barcodePng("ean13", "590123412345", { width: 600, height: 300 }));
 * ```
 */
export function barcodePng(type: BarcodeType, content: string, options?: BarcodePngOptions): Uint8Array {
  const definition = checkBarcodeInput(type, content);
  const style = checkBarcodeOptions(options, "PNG", "barcodePng");
  return drawBarcode(definition, content, style, paintSymbolPng).image;
}
