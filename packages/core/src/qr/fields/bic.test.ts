import { describe, expect, it } from "vitest";
import { checkBic } from "./bic.js";

describe("checkBic (ISO 9362)", () => {
  it.each([
    ["DEUTDEFF", "DEUTDEFF"],
    ["DEUTDEFF500", "DEUTDEFF500"],
    ["NEDSZAJJXXX", "NEDSZAJJXXX"],
    ["bpotbeb1", "BPOTBEB1"],
    ["COBA DE FF XXX", "COBADEFFXXX"],
    ["BKAUATWW", "BKAUATWW"],
  ])("accepts %s as %s", (raw, expected) => {
    expect(checkBic(raw, "content.bic")).toBe(expected);
  });

  it.each([
    ["DEUTDEF", "must be a BIC"],
    ["DEUTDEFF5", "must be a BIC"],
    ["DEUTDEFF50", "must be a BIC"],
    ["DEU1DEFF", "must be a BIC"],
    ["DEUTD3FF", "must be a BIC"],
    ["DEUTZZFF", "has ZZ where an ISO 3166 country code belongs"],
  ])("refuses %s (%s)", (raw, message) => {
    expect(() => checkBic(raw, "content.bic")).toThrow(`content.bic ${message}`);
  });
});
