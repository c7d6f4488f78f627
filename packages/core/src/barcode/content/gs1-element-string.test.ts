import { describe, expect, it } from "vitest";
import { gs1Data, gs1Text, parseGs1 } from "./gs1-element-string.js";

describe("GS1 element strings", () => {
  it.each([
    // (01) and (17) have predefined lengths (GS1 General Specifications figure 5.10.1-2): no FNC1.
    ["(01)09521234543213(17)280508(10)ABC", "01095212345432131728050810ABC"],
    // (10) and (21) are variable length: FNC1 (ASCII 29) after each unless it is the last.
    ["(10)ABC(21)XYZ(01)09521234543213", "10ABC\x1d21XYZ\x1d0109521234543213"],
    // (3103) is 31nn, predefined (6 digits); (00) is 18 digits.
    ["(00)095287654321012346(3103)000123", "000952876543210123463103000123"],
  ])("%s is transmitted as %j", (content, data) => {
    expect(gs1Data(parseGs1(content, "gs1_128"))).toBe(data);
  });

  it.each([
    ["(01)0952123454321", "(01)09521234543213"],
    ["(00)09528765432101234", "(00)095287654321012346"],
    // 1·3 + 2 + 3·3 + 4 + 5·3 + 4 + 3·3 + 2 + 1·3 + 2 + 5·3 + 9 = 77 → 3
    ["(414)952123454321", "(414)9521234543213"],
    ["(10)0952123454321", "(10)0952123454321"], // not a check-digit AI: left as it is
  ])("completes the check digit of %s → %s", (content, text) => {
    expect(gs1Text(parseGs1(content, "gs1_128"))).toBe(text);
  });

  it.each(["0109521234543213", "(01)", "(1)123", "(01)0952(", "text(01)123"])("refuses %j", (content) => {
    expect(() => parseGs1(content, "gs1_128")).toThrow(/must be GS1 element strings/);
  });
});
