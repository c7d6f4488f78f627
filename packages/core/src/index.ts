// `@qrbar/core`: the library's public API, which is its entries together: one per job (`@qrbar/core/qr`,
// `/barcode`, `/style`, `/scan`, `/label`, `/store`), each loading only what its job needs, and
// `@qrbar/core/generate`, the registry-backed generation that also runs in a browser (typed payloads, the
// HTTP-shaped requests, the catalogs). What a server over the library runs (worker pools, fair queues,
// rate-limit counters, request guards, storage-fault wording) is `@qrbar/core/service`, not here. Colour
// helpers are not public: the generators check colours and contrast themselves and name the rule that fails.
// Batches of QR requests are Node's (they yield to its event loop between items), so they are here alone.
export * from "./barcode.js";
export * from "./generate.js";
export * from "./label.js";
export { type BatchItemOutcome, batchId, type GenerateBatchOptions, generateBatch } from "./qr/generate-batch.js";
export * from "./qr.js";
export * from "./scan.js";
export * from "./store.js";
export * from "./style.js";
