// Shipping labels: everything public from this folder is re-exported here. pdfkit loads
// on the first PDF label, fontkit and the fonts on the first label.
export { type GeneratedLabel, generateLabel, LABEL_MIME_TYPES, validateLabelRequest } from "./generate-label.js";
export type { DotRect, LabelBarcode, LabelGrid, LabelHexagons, LabelSymbology } from "./label-codes.js";
export type { FaceId, FontRole, TextRun } from "./label-fonts.js";
export { createLabelPool, type LabelPool, type LabelPoolOptions } from "./label-pool.js";
export {
  type LabelBox,
  type LabelItem,
  type LabelLayout,
  type LabelText,
  type LabelTextLine,
  layoutLabel,
} from "./layout-label.js";
export { renderLabelPdf } from "./render-pdf.js";
export { renderLabelPng } from "./render-png.js";
export { renderLabelZpl } from "./render-zpl.js";
