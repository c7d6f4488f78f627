// `@qrbar/core/qr`: QR codes. The payload builders and the catalog need no renderer; every module here is
// free of Node built-ins, so the entry bundles for a browser and tree-shakes to what a caller uses.
export * from "./errors/public.js";
export { encodeQrMatrix, type QrSymbol } from "./qr/encoder/encode-qr-matrix.js";
export * from "./qr/functions/index.js";
export { type BatchItemOutcome, batchId, type GenerateBatchOptions, generateBatch } from "./qr/generate-batch.js";
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
export { type GeneratedImage, MIME_TYPES } from "./render/generated-image.js";
export { renderMatrixText } from "./render/matrix-text.js";
export type { ModuleMatrix } from "./render/module-matrix.js";
