import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkDigitNote, gs1CheckDigit } from "./check-digit.js";

const EAN13 = { check_algorithm: "GS1 mod-10", pattern: "^(?:\\d{12}|\\d{13})(?: \\d{2}| \\d{5})?$" };
const SSCC = { check_algorithm: "GS1 mod-10", pattern: "^(?:\\(00\\))?(?:\\d{17}|\\d{18})$" };

describe("gs1CheckDigit", () => {
  it.each([
    ["400638133393", 1],
    ["590123412345", 7], // EAN-13 5901234123457
    ["9638507", 4], // EAN-8 96385074
    ["34012345000000000", 0], // SSCC 340123450000000000
  ])("%s → %i", (digits, check) => {
    expect(gs1CheckDigit(digits)).toBe(check);
  });

  it("makes every digit string valid: the weighted sum with the digit is a multiple of 10", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
        const full = `${digits}${gs1CheckDigit(digits)}`;
        const sum = [...full].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
        expect(sum % 10).toBe(0);
      }),
    );
  });
});

describe("checkDigitNote", () => {
  it.each([
    ["400638133393", EAN13, "Check digit 1 will be added: 4006381333931", true],
    ["4006381333931", EAN13, "Check digit 1 is right", true],
    ["4006381333932", EAN13, "Check digit should be 1, not 2", false],
    ["4006381333931 12", EAN13, "Check digit 1 is right", true],
    ["40063", EAN13, "5 digits; this type takes 12 or 13", false],
    ["(00)34012345000000000", SSCC, "Check digit 0 will be added: 340123450000000000", true],
  ])("%s → %s", (content, rules, message, ok) => {
    expect(checkDigitNote(content, rules)).toEqual({ message, ok });
  });

  it.each([
    ["ABC", EAN13],
    ["123", { check_algorithm: "mod-103 (symbol check character)", pattern: "^[\\x00-\\x7f]+$" }],
    ["123", undefined],
  ])("says nothing for %s under %j", (content, rules) => {
    expect(checkDigitNote(content, rules)).toBeUndefined();
  });
});
