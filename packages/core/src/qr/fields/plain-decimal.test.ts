import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPlainDecimal } from "./plain-decimal.js";

describe("formatPlainDecimal", () => {
  it.each([
    [48.8584, "48.8584"],
    [-122.3316393, "-122.3316393"],
    [0, "0"],
    [-0, "0"],
    [90, "90"],
    [1.5e-7, "0.00000015"],
    [-5e-7, "-0.0000005"],
    [1e-6, "0.000001"],
    [1.25e21, "1250000000000000000000"],
  ])("%d → %s", (value, text) => {
    expect(formatPlainDecimal(value)).toBe(text);
  });

  it("never writes an exponent and reads back to the same number (property)", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatPlainDecimal(value);
        expect(text).toMatch(/^-?\d+(\.\d+)?$/);
        expect(Number(text)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});
