import { describe, expect, it } from "vitest";
import { toEmvText } from "./emv-text.js";

describe("toEmvText", () => {
  it.each([
    ["Brasília", "Brasilia"],
    ["São Paulo", "Sao Paulo"],
    ["Crème Brûlée & Co.", "Creme Brulee & Co."],
    ["Plain ASCII 123 !?", "Plain ASCII 123 !?"],
  ])("%s becomes %s", (value, expected) => {
    expect(toEmvText(value, "content.merchant_name")).toBe(expected);
  });

  it.each(["東京", "Łódź", "Line\nbreak", "Café ☕"])("refuses %j", (value) => {
    expect(() => toEmvText(value, "content.merchant_name")).toThrow(
      "content.merchant_name must use letters without special marks, digits, spaces and ASCII punctuation",
    );
  });
});
