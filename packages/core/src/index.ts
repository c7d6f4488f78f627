export * from "./barcode/index.js";
export { contrastRatio, MIN_CONTRAST_RATIO, parseHexColor, type Rgb, toHexColor } from "./color/hex-color.js";
export {
  type ErrorCode,
  type FieldIssue,
  isQrbarError,
  QrbarError,
  type QrbarErrorOptions,
} from "./errors/qrbar-error.js";
export * from "./label/index.js";
export { encodeQrMatrix, type QrSymbol } from "./qr/encode-qr-matrix.js";
export { type BatchItemOutcome, batchId, type GenerateBatchOptions, generateBatch } from "./qr/generate-batch.js";
export { generateQr } from "./qr/generate-qr.js";
export { type ParsedPayload, parsePayload } from "./qr/parse-payload.js";
export { type QrCatalog, qrCatalog } from "./qr/qr-catalog.js";
export { defineQrType, type QrTypeDefinition } from "./qr/qr-type.js";
export { getQrType, QR_TYPES } from "./qr/registry.js";
export { type GeneratedImage, MIME_TYPES } from "./render/generated-image.js";
export { renderMatrixText } from "./render/matrix-text.js";
export type { ModuleMatrix } from "./render/module-matrix.js";
export * from "./scan/index.js";
export {
  type CodeKind,
  CodeStore,
  type CodeStoreOptions,
  type CodeToStore,
  type StoredCode,
} from "./storage/code-store.js";
export { createStore, DEFAULT_STORAGE_URL } from "./storage/create-store.js";
export { createWindowCounter } from "./storage/create-window-counter.js";
export { MemoryWindowCounter, type MemoryWindowCounterOptions } from "./storage/memory-window-counter.js";
export { SqliteAdapter, type SqliteAdapterOptions } from "./storage/sqlite-adapter.js";
export type { WindowCount, WindowCounter } from "./storage/window-counter.js";
export { validate } from "./validation/validate.js";
export * from "./workers/index.js";
