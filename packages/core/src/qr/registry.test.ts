import { QR_CONTENT_SCHEMAS, type QrType } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
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
