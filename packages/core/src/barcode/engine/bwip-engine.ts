import { GRID_PAINTERS } from "../render/paint-grid.js";
import { GS1_ENGINE_SYMBOLOGIES } from "../symbologies/gs1-engine.js";
import { INDUSTRIAL_ENGINE_SYMBOLOGIES } from "../symbologies/industrial-engine.js";
import { MATRIX_SYMBOLOGIES } from "../symbologies/matrix.js";
import { PHARMA_SYMBOLOGIES } from "../symbologies/pharma.js";
import { POSTAL_SYMBOLOGIES } from "../symbologies/postal.js";
import { RETAIL_ENGINE_SYMBOLOGIES } from "../symbologies/retail-engine.js";
import { STACKED_SYMBOLOGIES } from "../symbologies/stacked.js";
import type { BarcodeEngine } from "./barcode-engine.js";
import { encodeWithBwip } from "./encode-with-bwip.js";

export { useBwipJs } from "./bwip-js.js";

/**
 * The symbologies only bwip-js encodes: the rarer linear codes, ISBN and its kin, GS1 DataBar, pharma and postal
 * codes, stacked and 2D symbols.
 */
export const ENGINE_SYMBOLOGIES = [
  ...INDUSTRIAL_ENGINE_SYMBOLOGIES,
  ...RETAIL_ENGINE_SYMBOLOGIES,
  ...GS1_ENGINE_SYMBOLOGIES,
  ...PHARMA_SYMBOLOGIES,
  ...POSTAL_SYMBOLOGIES,
  ...STACKED_SYMBOLOGIES,
  ...MATRIX_SYMBOLOGIES,
];

/**
 * The barcode engine: bwip-js's symbologies, its encoder and the painters of the grids it makes. Node imports it
 * with the barcode module (`#barcode-engine`); a browser's `loadBarcodeEngine()` imports it, bwip-js beside it.
 *
 * @example
 * ```ts
 * useBarcodeEngine(BWIP_ENGINE);
 * ```
 */
export const BWIP_ENGINE: BarcodeEngine = {
  symbologies: ENGINE_SYMBOLOGIES,
  encode: encodeWithBwip,
  paintGrid: GRID_PAINTERS,
};
