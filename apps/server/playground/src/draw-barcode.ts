// A file of its own (bwip-js is most of its 1 MB), loaded when the barcode tab first opens: the barcode
// generator of `@qrbar/core/generate`, so the tab's previews are drawn in the page and send no request.
// The symbologies without an encoder of qrbar's own are drawn by bwip-js, which a page loads on demand: this
// chunk is that demand, so it waits for it before any preview is drawn.
import {
  type GeneratedBarcode,
  generateBarcode,
  loadBarcodeEngine,
  validateBarcodeRequest,
} from "@qrbar/core/generate";

await loadBarcodeEngine();

/**
 * Draws the barcode a form's request asks for, in the page; throws the `QrbarError` the server would
 * answer for bad input (the form's values are checked here, then typed).
 *
 * @example
 * ```ts
 * drawBarcode({ type: "ean13", content: "590123412345" }).payload; // "5901234123457"
 * ```
 */
export function drawBarcode(request: unknown): GeneratedBarcode {
  return generateBarcode(validateBarcodeRequest(request).request);
}
