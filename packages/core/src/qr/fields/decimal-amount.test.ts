import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AmountRule, toDecimalAmount } from "./decimal-amount.js";

const EUR: AmountRule = { decimals: 2, min: "0.01", max: "999999999.99" };
const FIXED: AmountRule = { ...EUR, fixed: true };
const BTC: AmountRule = { decimals: 8, max: "21000000" };

describe("toDecimalAmount", () => {
  it.each([
    ["12.5", EUR, "12.5"],
    ["12.50", EUR, "12.5"],
    ["12.50", FIXED, "12.50"],
    [12.5, FIXED, "12.50"],
    [0.01, EUR, "0.01"],
    ["007.10", EUR, "7.1"],
    ["999999999.99", EUR, "999999999.99"],
    [1, FIXED, "1.00"],
    ["0.00010000", BTC, "0.0001"],
    [1e-8, BTC, "0.00000001"],
    [0.1 + 0.7, { decimals: 16 }, "0.7999999999999999"],
    ["21000000", BTC, "21000000"],
    [1e21, { decimals: 0 }, "1000000000000000000000"],
    ["1000", { decimals: 0, fixed: true }, "1000"],
  ])("%j with %j is %s", (value, rule, expected) => {
    expect(toDecimalAmount(value, "content.amount", rule)).toBe(expected);
  });

  it.each([
    [0.1 + 0.2, EUR, "must have at most 2 decimals; got 0.30000000000000004"],
    ["12.345", EUR, "must have at most 2 decimals; got 12.345"],
    ["0.001", EUR, "must have at most 2 decimals; got 0.001"],
    ["0.00", EUR, "must be at least 0.01; got 0.00"],
    [0, BTC, "must be more than 0"],
    ["1000000000", EUR, "must be at most 999999999.99; got 1000000000"],
    ["21000000.00000001", BTC, "must be at most 21000000; got 21000000.00000001"],
    ["1.5", { decimals: 0 }, "must be a whole number; got 1.5"],
    ["1e3", EUR, 'must be a decimal amount such as "12.50"'],
    [-5, EUR, 'must be a decimal amount such as "12.50"'],
    [Number.NaN, EUR, 'must be a decimal amount such as "12.50"'],
    [Number.POSITIVE_INFINITY, EUR, 'must be a decimal amount such as "12.50"'],
  ])("refuses %j under %j: %s", (value, rule, message) => {
    expect(() => toDecimalAmount(value, "content.amount", rule)).toThrow(`content.amount ${message}`);
  });

  it("writes every whole number of cents exactly, from a string or a number (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99999999999 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
        expect(toDecimalAmount(text, "content.amount", FIXED)).toBe(text);
        expect(toDecimalAmount(Number(text), "content.amount", FIXED)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
