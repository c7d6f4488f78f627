// `@qrbar/core/generate`: generation only, no Node built-ins, so it also bundles for a browser (there the
// PNG bytes are a Uint8Array, compressed with fflate). Everything here is also exported by `@qrbar/core`.

export {
  type GeneratedBarcode,
  generateBarcode,
  type ValidBarcodeRequest,
  validateBarcodeRequest,
} from "./barcode/generate-barcode.js";
export * from "./barcode/index.js";
export * from "./errors/public.js";
export * from "./qr/functions/index.js";
export { qrPayload } from "./qr/functions/qr-payload.js";
export { generateQr, type ValidQrRequest, validateQrRequest } from "./qr/generate-qr.js";
export { type ParsedPayload, parsePayload } from "./qr/payload/parse-payload.js";
export {
  isPlainQrRequest,
  type PlainQrCustomization,
  type PlainQrRequest,
  type QrDesignField,
} from "./qr/plain-qr-request.js";
export { type QrCatalog, qrCatalog } from "./qr/qr-catalog.js";
export { defineQrType, type QrTypeDefinition } from "./qr/qr-type.js";
export { getQrType, QR_TYPES } from "./qr/registry.js";
export { type FileFormat, type GeneratedImage, MIME_TYPES } from "./render/generated-image.js";
export { renderMatrixText } from "./render/matrix-text.js";
export type { ModuleMatrix } from "./render/module-matrix.js";
