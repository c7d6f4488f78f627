import type { BarcodeType } from "@qrbar/contract";
import { errorSentence } from "../errors/error-sentence.js";
import { QrbarError } from "../errors/qrbar-error.js";
import { didYouMean } from "../validation/closest-key.js";
import { everyKey } from "../validation/every-key.js";
import { GS1_SYMBOLOGIES } from "./symbologies/gs1.js";
import { INDUSTRIAL_SYMBOLOGIES } from "./symbologies/industrial.js";
import { MATRIX_SYMBOLOGIES } from "./symbologies/matrix.js";
import { PHARMA_SYMBOLOGIES } from "./symbologies/pharma.js";
import { POSTAL_SYMBOLOGIES } from "./symbologies/postal.js";
import { RETAIL_SYMBOLOGIES } from "./symbologies/retail.js";
import { STACKED_SYMBOLOGIES } from "./symbologies/stacked.js";
import type { SymbologyDefinition } from "./symbology.js";

/**
 * Every barcode symbology, in catalog order. Adding one is adding its key to the contract's `BARCODE_TYPES` and
 * its definition to its family's list; a key missing or extra versus the contract is a compile error.
 *
 * @example
 * ```ts
 * BARCODE_SYMBOLOGIES.length; // 61
 * ```
 */
export const BARCODE_SYMBOLOGIES: readonly SymbologyDefinition[] = everyKey<BarcodeType>()([
  ...INDUSTRIAL_SYMBOLOGIES,
  ...RETAIL_SYMBOLOGIES,
  ...GS1_SYMBOLOGIES,
  ...PHARMA_SYMBOLOGIES,
  ...POSTAL_SYMBOLOGIES,
  ...STACKED_SYMBOLOGIES,
  ...MATRIX_SYMBOLOGIES,
]);

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
  if (!definition) {
    const hint = didYouMean(key, byKey.keys());
    throw new QrbarError(
      "UNKNOWN_TYPE",
      errorSentence`unknown barcode type '${key}'; see ${{ catalog: "barcode" }} for the ${BARCODE_SYMBOLOGIES.length} known types${hint}`,
      { details: [{ field: "type", message: `'${key}' is not a barcode type${hint}` }] },
    );
  }
  return definition;
}
