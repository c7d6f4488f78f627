// `@qrbar/core/barcode`: 1D and 2D barcodes by symbology key.
export * from "./barcode/functions/index.js";
export * from "./barcode/index.js";
export * from "./errors/public.js";
export { type FileFormat, type GeneratedImage, MIME_TYPES } from "./render/generated-image.js";
