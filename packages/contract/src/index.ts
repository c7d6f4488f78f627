export * from "./barcode.js";
export * from "./batch.js";
export * from "./catalog.js";
export * from "./color.js";
export * from "./error-codes.js";
export * from "./health.js";
export * from "./qr.js";
export * from "./scan.js";
