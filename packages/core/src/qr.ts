// `@qrbar/core/qr`: QR codes from text, small and quick to load. Nothing here reaches the 64 types' registry or a
// schema validator (75,790 B gzip in a browser, most of a cold import in Node): typed payloads (`qrPayload`) and the
// HTTP-shaped `generateQr` are in `@qrbar/core/generate`, and their results go to these same functions. Every
// module here is free of Node built-ins, so the entry bundles for a browser and tree-shakes to what a caller uses.
export * from "./errors/public.js";
export { encodeQrMatrix, type QrSymbol } from "./qr/encoder/encode-qr-matrix.js";
export * from "./qr/functions/index.js";
export { type GeneratedImage, MIME_TYPES } from "./render/generated-image.js";
export { renderMatrixText } from "./render/matrix-text.js";
export type { ModuleMatrix } from "./render/module-matrix.js";
