// The barcode functions a library user calls: a symbology key and content in, strings or bytes out.
export type { OutlineFont } from "../render/outline-font.js";
export { barcodeEps } from "./barcode-eps.js";
export type {
  BarcodeEpsOptions,
  BarcodePdfOptions,
  BarcodePngOptions,
  BarcodeSvgOptions,
} from "./barcode-options.js";
export { barcodePdf } from "./barcode-pdf.js";
export { barcodePng } from "./barcode-png.js";
export { barcodeSvg } from "./barcode-svg.js";
