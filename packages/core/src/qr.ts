// `@qrbar/core/qr`: QR codes from text, small and quick to load. Nothing here reaches the 64 types' registry or a
// schema validator (75,790 B gzip in a browser, most of a cold import in Node): typed payloads (`qrPayload`) and
// the HTTP-shaped `generateQr` (with its `GeneratedImage`) are in `@qrbar/core/generate`, and a payload goes to
// these same functions. Every module here is free of Node built-ins and of Node types, so the entry bundles and
// type-checks for a browser and tree-shakes to what a caller uses.
export * from "./errors/public.js";
export { encodeQrMatrix, type QrSymbol } from "./qr/encoder/encode-qr-matrix.js";
export * from "./qr/functions/index.js";
export { renderMatrixText } from "./render/matrix-text.js";
export type { ModuleMatrix } from "./render/module-matrix.js";
