// The Node side of `#barcode-engine` (package.json "imports"): the symbologies bwip-js draws come with the
// barcode module, as bwip-js itself is required synchronously on first use (`requireBwipJs`).
export { BWIP_ENGINE as BUNDLED_ENGINE } from "../barcode/engine/bwip-engine.js";
