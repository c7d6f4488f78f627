// Barcode generation: everything public from this folder is re-exported here.
export { type BarcodeCatalog, barcodeCatalog } from "./barcode-catalog.js";
export { loadBarcodeEngine } from "./engine/load-barcode-engine.js";
export { type GeneratedBarcode, generateBarcode } from "./generate-barcode.js";
export { BARCODE_SYMBOLOGIES, getBarcodeSymbology } from "./registry.js";
export type { PreparedContent, SymbologyDefinition } from "./symbology.js";
