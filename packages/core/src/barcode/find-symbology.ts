import { BARCODE_TYPES } from "@qrbar/contract/plain";
import { errorSentence } from "../errors/error-sentence.js";
import { QrbarError } from "../errors/qrbar-error.js";
import { didYouMean } from "../validation/closest-key.js";
import { barcodeEngine } from "./engine/barcode-engine.js";
import { GS1_SYMBOLOGIES } from "./symbologies/gs1.js";
import { INDUSTRIAL_SYMBOLOGIES } from "./symbologies/industrial.js";
import { RETAIL_SYMBOLOGIES } from "./symbologies/retail.js";
import type { SymbologyDefinition } from "./symbology.js";

/**
 * The symbologies qrbar encodes itself (each has a `fast` encoder): EAN/UPC, Code 128 and GS1-128 with its
 * fixed forms, Code 39, Code 93, Codabar, Interleaved 2 of 5 and ITF-14. The barcode functions draw them
 * without the engine; the others come with it (`BWIP_ENGINE`).
 */
export const OWN_SYMBOLOGIES = [...INDUSTRIAL_SYMBOLOGIES, ...RETAIL_SYMBOLOGIES, ...GS1_SYMBOLOGIES];

const own = new Map<string, SymbologyDefinition>(OWN_SYMBOLOGIES.map((definition) => [definition.key, definition]));

/** The engine's symbologies by key, once the engine is there. */
let engineByKey: Map<string, SymbologyDefinition> | undefined;

const known = new Set<string>(BARCODE_TYPES);

/**
 * The `UNKNOWN_TYPE` error for `key`: where to look, how many types there are, and the closest key.
 *
 * @example
 * ```ts
 * throw unknownBarcodeType("ean-13"); // unknown barcode type 'ean-13'; ... did you mean 'ean13'?
 * ```
 */
export function unknownBarcodeType(key: string): QrbarError {
  const hint = didYouMean(key, BARCODE_TYPES);
  return new QrbarError(
    "UNKNOWN_TYPE",
    errorSentence`unknown barcode type '${key}'; see ${{ catalog: "barcode" }} for the ${BARCODE_TYPES.length} known types${hint}`,
    { details: [{ field: "type", message: `'${key}' is not a barcode type${hint}` }] },
  );
}

/**
 * Finds a symbology by key, case-insensitively, for the barcode functions: our own from this module, the
 * others from the barcode engine, which a browser must have loaded (else a `VALIDATION_ERROR` on `type` saying
 * to `await loadBarcodeEngine()`). An unknown key is `UNKNOWN_TYPE` naming the closest one.
 *
 * @example
 * ```ts
 * findSymbology("EAN13").bcid; // "ean13"
 * ```
 */
export function findSymbology(key: string): SymbologyDefinition {
  const lower = key.toLowerCase();
  const definition = own.get(lower);
  if (definition) return definition;
  if (!known.has(lower)) throw unknownBarcodeType(key);
  engineByKey ??= new Map(barcodeEngine(key).symbologies.map((d) => [d.key, d]));
  return engineByKey.get(lower) as SymbologyDefinition;
}
