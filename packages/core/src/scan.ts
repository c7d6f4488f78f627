// `@qrbar/core/scan`: every code in an image, in Node or a browser (`scanImage`, and the W3C `BarcodeDetector`).
// Imports no generator; sharp (in Node) and the WebAssembly decoders load on the first scan.
export type { ScanResponse, ScanResult } from "@qrbar/contract";
export * from "./errors/public.js";
export {
  BarcodeDetector,
  type BarcodeDetectorOptions,
  type BoundingBox,
  type DetectedBarcode,
  type Point2D,
} from "./scan/barcode-detector.js";
export { SCAN_FORMATS, SCAN_SYMBOLOGIES, type ScanSymbology } from "./scan/engines/scan-symbologies.js";
export { type ImageSignature, sniffImage } from "./scan/image/image-signature.js";
export { type ScanEffort, type ScanImageOptions, type ScanOutcome, scanImage } from "./scan/scan-image.js";
export type {
  DomType,
  DrawableImage,
  EncodedImage,
  RgbaPixels,
  ScanInput,
  ScanSourceFormat,
} from "./scan/scan-input.js";
export { W3C_FORMATS, type W3cBarcodeFormat } from "./scan/w3c-formats.js";
