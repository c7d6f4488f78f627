// `@qrbar/contract/plain`: the contract's plain constants, without a schema, so that code checking input by hand
// (the core's barcode functions) loads and bundles no schema library. Also exported by the root entry.
export * from "./barcode-limits.js";
export * from "./barcode-types.js";
export * from "./error-limits.js";
export * from "./scan-limits.js";
