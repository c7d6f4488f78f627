import type { BarcodeType } from "@qrbar/contract";
import { BARCODE_TYPES } from "@qrbar/contract/plain";
import { everyKey } from "../validation/every-key.js";
import { ENGINE_SYMBOLOGIES } from "./engine/bwip-engine.js";
import { OWN_SYMBOLOGIES, unknownBarcodeType } from "./find-symbology.js";
import type { SymbologyDefinition } from "./symbology.js";

const order = new Map<string, number>(BARCODE_TYPES.map((key, index) => [key, index]));

/**
 * Every barcode symbology, in catalog order (the contract's). Adding one is adding its key to the contract's
 * `BARCODE_TYPES` and its definition to its family's list; a key missing or extra versus the contract is a
 * compile error.
 *
 * @example
 * ```ts
 * BARCODE_SYMBOLOGIES.length; // 66
 * ```
 */
export const BARCODE_SYMBOLOGIES: readonly SymbologyDefinition[] = [
  ...everyKey<BarcodeType>()([...OWN_SYMBOLOGIES, ...ENGINE_SYMBOLOGIES]),
].sort((a, b) => (order.get(a.key) as number) - (order.get(b.key) as number));

const byKey = new Map<string, SymbologyDefinition>(
  BARCODE_SYMBOLOGIES.map((definition) => [definition.key, definition]),
);

/**
 * Finds a symbology by key, case-insensitively, or throws `UNKNOWN_TYPE` naming where to look.
 *
 * @example
 * ```ts
 * getBarcodeSymbology("EAN13").bcid; // "ean13"
 * ```
 */
export function getBarcodeSymbology(key: string): SymbologyDefinition {
  const definition = byKey.get(key.toLowerCase());
  if (!definition) throw unknownBarcodeType(key);
  return definition;
}
