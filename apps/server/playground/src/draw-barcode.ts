// A file of its own (bwip-js is most of its 1 MB), loaded when the barcode tab first opens: the barcode
// generator of `@qrbar/core/generate`, so the tab's previews are drawn in the page and send no request.
// The symbologies without an encoder of qrbar's own are drawn by bwip-js, which a page loads on demand: this
// chunk is that demand, so it waits for it before any preview is drawn.
import { loadBarcodeEngine } from "@qrbar/core/generate";

await loadBarcodeEngine();

export { generateBarcode as drawBarcode } from "@qrbar/core/generate";
