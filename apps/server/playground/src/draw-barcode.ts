// A file of its own (bwip-js is most of its 1 MB), loaded when the barcode tab first opens: the barcode
// generator of `@qrbar/core/generate`, so the tab's previews are drawn in the page and send no request.
export { generateBarcode as drawBarcode } from "@qrbar/core/generate";
