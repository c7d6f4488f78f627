// Scanning: everything public from this folder is re-exported here. Nothing here loads
// sharp or WebAssembly until a scan runs.
export type { ScanResponse, ScanResult } from "@qrbar/contract";
export { SCAN_FORMATS, SCAN_SYMBOLOGIES, type ScanSymbology } from "./engines/scan-symbologies.js";
export { type ImageSignature, sniffImage } from "./image/image-signature.js";
export { checkScanCost, DEFAULT_MAX_SCAN_COST_BYTES, measureScanCost, type ScanCost } from "./pool/scan-cost.js";
export { createScanPool, type ScanPool, type ScanPoolOptions, type ScanShare } from "./pool/scan-pool.js";
export { type ScanImageOptions, type ScanOutcome, scanImage } from "./scan-image.js";
