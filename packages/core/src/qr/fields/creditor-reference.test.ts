import { describe, expect, it } from "vitest";
import { checkCreditorReference } from "./creditor-reference.js";

describe("checkCreditorReference (ISO 11649)", () => {
  it.each([
    ["RF18 5390 0754 7034", "RF18539007547034"], // ISO 11649 example
    ["RF18 0000 0000 0539 0075 4703 4", "RF18000000000539007547034"], // the same reference, zero-padded to 21
    ["rf712348231", "RF712348231"],
    ["RF45G72UUR", "RF45G72UUR"],
  ])("accepts %s as %s", (raw, expected) => {
    expect(checkCreditorReference(raw, "content.reference")).toBe(expected);
  });

  it.each([
    ["RF19 5390 0754 7034", "fails the ISO 11649 mod-97 check"],
    ["RF18 5390 0754 7035", "fails the ISO 11649 mod-97 check"],
    ["RF18", "must be an ISO 11649 creditor reference"],
    ["RF1853900754703400000000000", "must be an ISO 11649 creditor reference"],
    ["AB18539007547034", "must be an ISO 11649 creditor reference"],
    ["RF18-5390", "must be an ISO 11649 creditor reference"],
  ])("refuses %s (%s)", (raw, message) => {
    expect(() => checkCreditorReference(raw, "content.reference")).toThrow(`content.reference ${message}`);
  });
});
