// `@qrbar/core/scan`: every code in an image. Imports no generator; sharp and the WebAssembly decoders load
// on the first scan.
export type { ScanResponse, ScanResult } from "@qrbar/contract";
export * from "./errors/public.js";
export { SCAN_FORMATS, SCAN_SYMBOLOGIES, type ScanSymbology } from "./scan/engines/scan-symbologies.js";
export { type ImageSignature, sniffImage } from "./scan/image/image-signature.js";
export { type ScanImageOptions, type ScanOutcome, scanImage } from "./scan/scan-image.js";
