// `@qrbar/core/label`: shipping labels as PDF, PNG or ZPL. pdfkit loads on the first PDF label, fontkit and
// the fonts on the first label.
export * from "./errors/public.js";
export { type GeneratedLabel, generateLabel, LABEL_MIME_TYPES, validateLabelRequest } from "./label/generate-label.js";
export type { DotRect, LabelBarcode, LabelGrid, LabelHexagons, LabelSymbology } from "./label/label-codes.js";
export type { FaceId, FontRole, TextRun } from "./label/label-fonts.js";
export {
  type LabelBox,
  type LabelItem,
  type LabelLayout,
  type LabelText,
  type LabelTextLine,
  layoutLabel,
} from "./label/layout-label.js";
export { renderLabelPdf } from "./label/render-pdf.js";
export { renderLabelPng } from "./label/render-png.js";
export { renderLabelZpl } from "./label/render-zpl.js";
