import { describe, expect, it } from "vitest";
import { checkQrReference, mod10RecursiveCheckDigit } from "./qr-reference.js";

describe("Swiss QR reference (modulo 10 recursive)", () => {
  it.each([
    ["21 00000 00003 13947 14300 09017", "210000000003139471430009017"], // IG QR-bill example
    ["11 00012 34560 00000 00008 13457", "110001234560000000000813457"], // IG QR-bill example
  ])("accepts %s", (raw, expected) => {
    expect(checkQrReference(raw, "content.reference")).toBe(expected);
  });

  it("refuses the all-zero reference, whose check digit passes but which IG QR-bill 2.3 forbids", () => {
    expect(() => checkQrReference("0".repeat(27), "content.reference")).toThrow(
      "content.reference must not be all zeros",
    );
  });

  it.each([
    ["210000000003139471430009016", "fails the modulo-10 recursive check: the last digit should be 7"],
    ["21000000000313947143000901", "must be a QR reference of 27 digits"],
    ["RF18539007547034", "must be a QR reference of 27 digits"],
  ])("refuses %s", (raw, message) => {
    expect(() => checkQrReference(raw, "content.reference")).toThrow(`content.reference ${message}`);
  });

  it.each([
    ["21000000000313947143000901", 7],
    ["11000123456000000000081345", 7],
    ["", 0],
  ])("check digit of %s is %i", (digits, digit) => {
    expect(mod10RecursiveCheckDigit(digits)).toBe(digit);
  });
});
