import type { BarcodeRule } from "@qrbar/contract";
import { BARCODE_SYMBOLOGIES } from "./registry.js";

/** The barcode type catalog, without the documentation address the server adds. */
export interface BarcodeCatalog {
  /** Type key to display label. */
  readonly types: Record<string, string>;
  /** Number of types. */
  readonly count: number;
  /** Type key to a sample content string that generates. */
  readonly examples: Record<string, string>;
  /** Type key to its content rules and quiet zone. */
  readonly rules: Record<string, BarcodeRule>;
}

/**
 * Lists every barcode symbology with its label, an example and its content rules, each by type key
 * in an object without a prototype (so `key in barcodeCatalog().types` holds for type keys only).
 *
 * @example
 * ```ts
 * barcodeCatalog().rules.ean13.check_digit; // "computed"
 * ```
 */
export function barcodeCatalog(): BarcodeCatalog {
  // Without a prototype, a key a caller chooses (`constructor`, `__proto__`) finds no symbology.
  const entries = <T>(pick: (d: (typeof BARCODE_SYMBOLOGIES)[number]) => T): Record<string, T> =>
    Object.assign(Object.create(null), Object.fromEntries(BARCODE_SYMBOLOGIES.map((d) => [d.key, pick(d)])));
  return {
    types: entries((d) => d.label),
    count: BARCODE_SYMBOLOGIES.length,
    examples: entries((d) => d.example),
    rules: entries((d) => ({ family: d.family, ...d.content, quiet_zone: [d.quietZone[0], d.quietZone[1]] })),
  };
}
