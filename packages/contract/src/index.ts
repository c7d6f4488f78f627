export * from "./color.js";
export * from "./error-codes.js";
export * from "./health.js";
export * from "./qr.js";
