import { BARCODE_TYPES } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
import { BARCODE_SYMBOLOGIES } from "./registry.js";

describe("the barcode symbology registry", () => {
  it("has exactly the contract's barcode type keys, in the contract's order", () => {
    expect(BARCODE_SYMBOLOGIES.map((definition) => definition.key)).toEqual([...BARCODE_TYPES]);
  });
});
