import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gs1CheckDigit, hasValidGs1CheckDigit } from "./gs1-check-digit.js";

describe("GS1 mod-10 check digit (GS1 General Specifications §7.9.1)", () => {
  // Check digits worked by hand: weights 3,1,3,... from the right.
  it.each([
    ["0950600013435", 2], // GTIN-14 of the GS1 Digital Link examples
    ["400638133393", 1], // EAN-13 4006381333931
    ["03600029145", 2], // UPC-A 036000291452
    ["9638507", 4], // EAN-8 96385074
    ["37610425002123456", 9], // SSCC 376104250021234569
    ["0000000000000", 0],
  ])("%s → %i", (digits, check) => {
    expect(gs1CheckDigit(digits)).toBe(check);
    expect(hasValidGs1CheckDigit(`${digits}${check}`)).toBe(true);
    expect(hasValidGs1CheckDigit(`${digits}${(check + 1) % 10}`)).toBe(false);
  });

  it.each(["", "7", "12a4", "４００６３８１３３３９３１"])("%j is not a GS1 key", (text) => {
    expect(hasValidGs1CheckDigit(text)).toBe(false);
  });

  it("catches every single-digit error (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7,17}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const key = `${body}${gs1CheckDigit(body)}`;
        const i = at % key.length;
        const wrong = `${key.slice(0, i)}${(Number(key[i]) + delta) % 10}${key.slice(i + 1)}`;
        expect(hasValidGs1CheckDigit(wrong)).toBe(false);
      }),
    );
  });
});
