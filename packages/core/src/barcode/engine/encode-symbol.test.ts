import { describe, expect, it } from "vitest";
import { parseGs1 } from "../content/gs1-element-string.js";
import { getBarcodeSymbology } from "../registry.js";
import { encodeSymbol } from "./encode-symbol.js";

describe("GS1 element strings from content preparation to the fast encoder", () => {
  it.each([
    ["gs1_128", "(01)0952123454321(10)LOT-7(3103)000123"],
    ["ean14", "0952876543210"],
    ["sscc18", "(00)09528765432101234"],
  ])("%s %j: prepared with the elements its text reads as, and drawn from them", (type, content) => {
    const definition = getBarcodeSymbology(type);
    const prepared = definition.prepare(content, type);
    expect(prepared.gs1).toEqual(parseGs1(prepared.text, type));
    // Read again from the text, the same symbol.
    expect(encodeSymbol(definition, prepared, true)).toEqual(
      encodeSymbol(definition, { ...prepared, gs1: undefined }, true),
    );
    // Other elements, other bars (text not shown): the encoder draws what it is handed, it does not read the text again.
    const other = { ...prepared, gs1: [{ ai: "10", value: "OTHER" }] };
    expect(encodeSymbol(definition, other, false)).not.toEqual(encodeSymbol(definition, prepared, false));
  });
});
