// The browser side of `#barcode-engine` (package.json "imports", condition "browser"): no engine until
// `loadBarcodeEngine()` imports it, so a bundle drawing only our own symbologies holds none of it.
import type { BarcodeEngine } from "../barcode/engine/barcode-engine.js";

/** None: `loadBarcodeEngine()` loads it. */
export const BUNDLED_ENGINE: BarcodeEngine | undefined = undefined;
