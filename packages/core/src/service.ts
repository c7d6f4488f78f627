// `@qrbar/core/service`: what a server over the library runs, and a library user never needs: worker pools and
// their fair queues, rate-limit window counters, the scan and label pools, storage-fault wording, the guards a
// request passes before it reaches the library.
export { describeBytes } from "./errors/describe-bytes.js";
export {
  type ErrorWording,
  errorSentence,
  LIBRARY_WORDING,
  wordSentence,
} from "./errors/error-sentence.js";
export {
  importOptional,
  missingDependency,
  type OptionalFeature,
  requireOptional,
  resolveOptional,
} from "./errors/optional-dependency.js";
export { REQUEST_WORDING } from "./errors/request-wording.js";
export { createLabelPool, type LabelPool, type LabelPoolOptions } from "./label/label-pool.js";
export { createWindowCounter } from "./rate-limit/create-window-counter.js";
export { MemoryWindowCounter, type MemoryWindowCounterOptions } from "./rate-limit/memory-window-counter.js";
export type { WindowCount, WindowCounter } from "./rate-limit/window-counter.js";
export { checkScanCost, DEFAULT_MAX_SCAN_COST_BYTES, measureScanCost, type ScanCost } from "./scan/pool/scan-cost.js";
export { createScanPool, type ScanPool, type ScanPoolOptions, type ScanShare } from "./scan/pool/scan-pool.js";
export { describeStorageFault, redactStorageUrl } from "./storage/storage-fault.js";
export { clipText } from "./validation/clip-text.js";
export { assertNoPrototypeKeys, assertParameterName } from "./validation/prototype-keys.js";
export { validate } from "./validation/validate.js";
export * from "./workers/index.js";
