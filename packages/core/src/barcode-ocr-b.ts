// `@qrbar/core/barcode/ocr-b`: OCR-B as glyph outlines, for `barcodeSvg`'s `font` option (about 31 KB, so an
// entry of its own: `barcodeSvg` writes its text as `<text>` without it).

export { ocrB } from "./barcode/render/ocr-b-outline-font.js";
export type { OutlineFont } from "./barcode/render/outline-font.js";
