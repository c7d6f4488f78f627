import { BARCODE_TYPES } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
import { barcodeCatalog } from "./barcode-catalog.js";
import { BARCODE_SYMBOLOGIES } from "./registry.js";

describe("the barcode symbology registry", () => {
  it("has exactly the contract's barcode type keys, in the contract's order", () => {
    expect(BARCODE_SYMBOLOGIES.map((definition) => definition.key)).toEqual([...BARCODE_TYPES]);
  });
});

describe("the barcode catalog", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "has no type '%s': a key a caller chooses reaches no inherited property",
    (key) => {
      const { types, rules, examples } = barcodeCatalog();
      for (const record of [types, rules, examples]) {
        expect(key in record).toBe(false);
        expect(record[key]).toBeUndefined();
      }
    },
  );
});
