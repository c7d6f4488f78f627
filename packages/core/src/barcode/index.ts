// The barcode registry and catalog, shared by `@qrbar/core/barcode` and `@qrbar/core/generate`
// (`generateBarcode`, the HTTP-shaped request, is the latter's alone: it validates with the contract's schemas).
export { type BarcodeCatalog, barcodeCatalog } from "./barcode-catalog.js";
export { loadBarcodeEngine } from "./engine/load-barcode-engine.js";
export { BARCODE_SYMBOLOGIES, getBarcodeSymbology } from "./registry.js";
export type { PreparedContent, SymbologyDefinition } from "./symbology.js";
