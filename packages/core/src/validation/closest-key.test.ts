import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closestKey, didYouMean } from "./closest-key.js";

const KEYS = ["ean8", "ean13", "upca", "code128", "code39", "wifi", "url", "text"];

describe("closestKey", () => {
  it.each([
    ["EAN-13", "ean13"],
    ["ean_13", "ean13"],
    ["Code 128", "code128"],
    ["wifii", "wifi"],
    ["wfi", "wifi"],
    ["urll", "url"],
    ["code93", "code39"],
    ["ean", "ean8"],
  ])("%s is taken for %s", (input, key) => {
    expect(closestKey(input, KEYS)).toBe(key);
  });

  it.each(["", "---", "zzz", "pdf417", "qr"])("%j is near no key", (input) => {
    expect(closestKey(input, KEYS)).toBeUndefined();
  });

  it("gives back every key itself, whatever its case and separators", () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), fc.constantFrom("", "-", "_", " "), (key, separator) => {
        const spelt = `${key.slice(0, 2).toUpperCase()}${separator}${key.slice(2)}`;
        expect(closestKey(spelt, KEYS)).toBe(key);
      }),
    );
  });
});

describe("didYouMean", () => {
  it("ends a message with the likely key, or adds nothing", () => {
    expect(didYouMean("EAN-13", KEYS)).toBe("; did you mean 'ean13'?");
    expect(didYouMean("zzz", KEYS)).toBe("");
  });
});
