import { useBarcodeEngine } from "./barcode-engine.js";

/**
 * Loads the barcode engine (bwip-js, about 900 KB minified, and the symbologies only it draws) for the
 * symbologies qrbar has no encoder of its own for: 2D codes (QR, Data Matrix, Aztec, PDF417 ...), postal and
 * stacked codes, and the rarer linear ones. Code 128, GS1-128, Code 39, Code 93, Codabar, Interleaved 2 of 5,
 * ITF-14 and EAN/UPC never need it.
 *
 * In Node it is not needed: the engine loads by itself, synchronously, the first time such a symbology is
 * drawn. In a browser `barcodeSvg`/`barcodePng` are synchronous and cannot load it, so drawing such a symbology
 * before this promise settles throws a `VALIDATION_ERROR` saying so; a bundler puts the engine in a chunk of its
 * own that only this call fetches.
 *
 * @example
 * ```ts
 * import { barcodeSvg, loadBarcodeEngine } from "@qrbar/core/barcode";
 *
 * barcodeSvg("ean13", "590123412345"); // no engine needed
 * await loadBarcodeEngine();
 * barcodeSvg("datamatrix", "Hello"); // needs it
 * ```
 */
export async function loadBarcodeEngine(): Promise<void> {
  const [bwipjs, engine] = await Promise.all([import("bwip-js"), import("./bwip-engine.js")]);
  engine.useBwipJs(bwipjs);
  useBarcodeEngine(engine.BWIP_ENGINE);
}
