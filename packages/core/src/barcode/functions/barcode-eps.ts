import type { BarcodeType } from "@qrbar/contract";
import { paintEps } from "../render/paint-vector.js";
import type { BarcodeEpsOptions } from "./barcode-options.js";
import { barcodeVector } from "./barcode-vector.js";

/**
 * Draws a barcode as EPS (EPSF 3.0) of exactly `width` x `height` pixels at 0.75 pt each (400 x 200 by
 * default, a bounding box of 300 x 150 pt), with the geometry of `barcodeSvg`: bars and modules as `rectfill`,
 * the human-readable text as filled OCR-B glyph outlines, no image operator and no font. Throws a `QrbarError`
 * as `barcodeSvg` does.
 *
 * @param type - The symbology: one of the 66 keys of `BARCODE_TYPES` (`barcodeCatalog()` lists their rules).
 * @param content - The data to encode, as a string (an EAN-13 is `"590123412345"`, not a number).
 * @param options - Size, colours and whether to print the text; every field has a default.
 * @example
 * ```ts
 * import { writeFileSync } from "node:fs";
 * import { barcodeEps } from "@qrbar/core/barcode";
 *
 * writeFileSync("code128.eps", barcodeEps("code128", "ABC-123", { height: 120 }));
 * ```
 */
export function barcodeEps(type: BarcodeType, content: string, options?: BarcodeEpsOptions): Uint8Array {
  return barcodeVector(paintEps, type, content, options, "barcodeEps");
}
