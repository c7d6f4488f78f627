// The barcode functions a library user calls: a symbology key and content in, strings or bytes out.

export type { OutlineFont } from "../render/outline-font.js";
export type { BarcodePngOptions, BarcodeSvgOptions } from "./barcode-options.js";
export { barcodePng } from "./barcode-png.js";
export { barcodeSvg } from "./barcode-svg.js";
