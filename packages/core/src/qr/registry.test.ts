import { QR_CONTENT_SCHEMAS, type QrType } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
import { qrCatalog } from "./qr-catalog.js";
import { QR_TYPES } from "./registry.js";

describe("the QR type registry", () => {
  it("has exactly the contract's type keys, in the contract's order", () => {
    expect(QR_TYPES.map((definition) => definition.key)).toEqual(Object.keys(QR_CONTENT_SCHEMAS));
  });

  it("validates each type's content with the contract's schema object itself, not a copy", () => {
    const foreign = QR_TYPES.filter((d) => d.schema !== QR_CONTENT_SCHEMAS[d.key as QrType]).map((d) => d.key);
    expect(foreign).toEqual([]);
  });
});

describe("the QR catalog", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "has no type '%s': a key a caller chooses reaches no inherited property",
    (key) => {
      const { types, schemas, examples } = qrCatalog();
      for (const record of [types, schemas, examples]) {
        expect(key in record).toBe(false);
        expect(record[key]).toBeUndefined();
      }
    },
  );
});
