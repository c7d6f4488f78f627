// Scanning: everything public from this folder is re-exported here. Nothing here loads
// sharp or WebAssembly until a scan runs.
export type { ScanResponse, ScanResult } from "@qrbar/contract";
export { type ImageSignature, sniffImage } from "./image-signature.js";
export { checkScanCost, DEFAULT_MAX_SCAN_COST_BYTES, measureScanCost, type ScanCost } from "./scan-cost.js";
export { type ScanImageOptions, type ScanOutcome, scanImage } from "./scan-image.js";
export { createScanPool, type ScanPool, type ScanPoolOptions, type ScanShare } from "./scan-pool.js";
export { SCAN_FORMATS, SCAN_SYMBOLOGIES, type ScanSymbology } from "./scan-symbologies.js";
