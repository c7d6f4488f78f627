// Everything of the library; `./generate.js` is the part that also runs in a browser.

export { describeBytes } from "./errors/describe-bytes.js";
export {
  importOptional,
  missingDependency,
  type OptionalFeature,
  requireOptional,
  resolveOptional,
} from "./errors/optional-dependency.js";
export * from "./generate.js";
export * from "./label/index.js";
export { encodeQrMatrix, type QrSymbol } from "./qr/encoder/encode-qr-matrix.js";
export { type BatchItemOutcome, batchId, type GenerateBatchOptions, generateBatch } from "./qr/generate-batch.js";
export { createWindowCounter } from "./rate-limit/create-window-counter.js";
export { MemoryWindowCounter, type MemoryWindowCounterOptions } from "./rate-limit/memory-window-counter.js";
export type { WindowCount, WindowCounter } from "./rate-limit/window-counter.js";
export * from "./scan/index.js";
export {
  type CodeKind,
  CodeStore,
  type CodeStoreOptions,
  type CodeToStore,
  DEFAULT_MAX_CODE_BYTES,
  type StoredCode,
  type StoreEvent,
  type StoreOperation,
} from "./storage/code-store.js";
export { createStore, DEFAULT_STORAGE_URL, openStore } from "./storage/create-store.js";
export { SqliteAdapter, type SqliteAdapterOptions } from "./storage/sqlite-adapter.js";
export { describeStorageFault, redactStorageUrl } from "./storage/storage-fault.js";
export * from "./style.js";
export { clipText } from "./validation/clip-text.js";
export { assertNoPrototypeKeys, assertParameterName } from "./validation/prototype-keys.js";
export { validate } from "./validation/validate.js";
export * from "./workers/index.js";
