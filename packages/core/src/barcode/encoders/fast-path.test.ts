import type { BarcodeType } from "@qrbar/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLI_DECODERS, decodePng, zbarimgRaw } from "../../testing/index.js";
import { resolveBarcodeStyle } from "../barcode-style.js";
import { captureBars } from "../engine/capture-bars.js";
import { encodeSymbol } from "../engine/encode-symbol.js";
import { generateBarcode } from "../generate-barcode.js";
import { getBarcodeSymbology } from "../registry.js";
import { paintSymbol } from "../render/paint-file.js";
import type { BarSymbol } from "../symbol.js";

const digits = (min: number, max = min) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
const from = (chars: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength: min, maxLength: max });
const addOn = fc.oneof(
  fc.constant(""),
  digits(2).map((d) => ` ${d}`),
  digits(5).map((d) => ` ${d}`),
);
const CODE39 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%";
const GS1_82 = "!\"%&'*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
/** Any ASCII, with digit runs of every length so that every code-set switch comes up. */
const code128Content = fc
  .array(
    fc.oneof(
      fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)), maxLength: 4 }),
      digits(1, 9),
      from("abcxyz`{|}~", 1, 3),
      from("\x00\x01\t\r\n\x1f", 1, 3),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(""))
  .filter((s) => s.length > 0);
const gs1Element = fc.oneof(
  digits(13).map((d) => `(01)${d}`),
  digits(17).map((d) => `(00)${d}`),
  from(GS1_82, 1, 20).map((v) => `(10)${v}`),
  from(GS1_82, 1, 20).map((v) => `(21)${v}`),
  fc.tuple(fc.integer({ min: 0, max: 5 }), digits(6)).map(([n, d]) => `(310${n})${d}`),
);

/** Random valid content per fast-path symbology, as a person would send it (check digits left out). */
const CONTENT: Record<string, fc.Arbitrary<string>> = {
  code128: code128Content,
  gs1_128: fc
    .uniqueArray(gs1Element, { minLength: 1, maxLength: 4, selector: (e) => e.slice(1, 4) })
    .map((e) => e.join("")),
  ean14: digits(13),
  sscc18: digits(17).map((d) => `(00)${d}`),
  ean13: fc.tuple(digits(12), addOn).map(([d, a]) => d + a),
  ean8: digits(7),
  upca: fc.tuple(digits(11), addOn).map(([d, a]) => d + a),
  upce: fc.tuple(fc.constantFrom("0", "1"), digits(6), addOn).map(([n, d, a]) => n + d + a),
  code39: from(CODE39, 1, 30),
  code93: from(CODE39, 1, 30),
  interleaved2of5: digits(1, 20).map((d) => (d.length % 2 ? `0${d}` : d)),
  itf14: digits(13),
  codabar: fc
    .tuple(from("ABCD", 1, 1), from("0123456789-$:/.+", 1, 20), from("ABCD", 1, 1))
    .map(([a, body, b]) => a + body + b),
};
const FAST_TYPES = Object.keys(CONTENT);

/** The bwip-js path's symbol for the same prepared content and options as the fast path. */
function bwipSymbol(type: string, content: string, showText: boolean): { fast: BarSymbol; bwip: BarSymbol } {
  const definition = getBarcodeSymbology(type);
  const prepared = definition.prepare(content, definition.key);
  const fast = definition.fast?.(prepared.text, showText);
  if (!fast) throw new Error(`${type} ${JSON.stringify(content)}: the fast path declined`);
  const bwip = captureBars({
    bcid: definition.bcid,
    text: prepared.text,
    ...definition.options,
    includetext: showText,
  });
  return { fast, bwip };
}

describe("the fast path draws what bwip-js draws", () => {
  it("covers every everyday linear symbology", () => {
    for (const type of FAST_TYPES) expect(getBarcodeSymbology(type).fast, type).toBeTypeOf("function");
  });

  // Bars (every module width, guard-bar height, add-on), borders, and every text run (characters,
  // check digits, font, size, position, metrics) must be the same: the symbol is all the renderer sees.
  it.each(FAST_TYPES)("%s: the same bars, borders and text as bwip-js for random content (property)", (type) => {
    fc.assert(
      fc.property(CONTENT[type] as fc.Arbitrary<string>, fc.boolean(), (content, showText) => {
        const { fast, bwip } = bwipSymbol(type, content, showText);
        expect(fast).toEqual(bwip);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ["(10)A(10)B", "repeated AIs (10) must have the same value"],
    ["(3100)000001(3101)000002", "AIs (3100) and (310n) are mutually exclusive"],
    ["(01)09521234543213(37)12", "AIs (01) and (37) are mutually exclusive"],
    ["(17)281332", "fails the GS1 rules for gs1_128: AI 17"],
  ])("leaves GS1 content it does not check (%s) to bwip-js's linter", (content, message) => {
    const definition = getBarcodeSymbology("gs1_128");
    expect(definition.fast?.(definition.prepare(content, "gs1_128").text, true)).toBeUndefined();
    expect(() => generateBarcode({ type: "gs1_128", content })).toThrow(message);
  });

  it.each(["code128", "code39", "codabar"] as const)(
    "leaves %s content over BWIPP's 500 characters to bwip-js's error",
    (type) => {
      const content = type === "codabar" ? `A${"1".repeat(500)}B` : "1".repeat(501);
      expect(() => generateBarcode({ type, content })).toThrow(`content is too long for ${type}`);
    },
  );

  it.each([70, 200, 500])(
    "places the text of %i digits of Code 128 as bwip-js does, also when wider than the bars",
    (n) => {
      const content = "1234567890".repeat(50).slice(0, n);
      const { fast, bwip } = bwipSymbol("code128", content, true);
      expect(fast).toEqual(bwip);
    },
  );

  it("switches Code 128 code sets as bwip-js does for digit runs around letters, controls and lower case", () => {
    for (const content of ["1234", "12345", "a12345b", "\t1234567x", "AB123456789012cd\x01", "12ab\x02cd34567"]) {
      const { fast, bwip } = bwipSymbol("code128", content, true);
      expect(fast.bars, JSON.stringify(content)).toEqual(bwip.bars);
    }
  });

  it.each(FAST_TYPES)("%s: the same image bytes as through bwip-js, PNG and SVG, sizes and colours varied", (type) => {
    const definition = getBarcodeSymbology(type);
    const { fast } = { fast: definition.fast };
    fc.assert(
      fc.property(
        CONTENT[type] as fc.Arbitrary<string>,
        fc.record({
          width: fc.integer({ min: 300, max: 1200 }),
          height: fc.integer({ min: 90, max: 500 }),
          show_text: fc.boolean(),
          format: fc.constantFrom("PNG" as const, "SVG" as const),
          bar_color: fc.constantFrom("#000000", "#1A237E"),
        }),
        (content, customization) => {
          const style = resolveBarcodeStyle(customization);
          const prepared = definition.prepare(content, definition.key);
          const canvas = { ...style, quietZone: definition.quietZone };
          let ours: Uint8Array;
          try {
            ours = paintSymbol(encodeSymbol(definition, prepared, style.showText), canvas);
          } catch {
            return; // too small for this content: the size errors are tested elsewhere
          }
          const viaBwip = paintSymbol(
            encodeSymbol({ ...definition, fast: undefined }, prepared, style.showText),
            canvas,
          );
          expect(fast).toBeDefined();
          expect(Buffer.from(ours).equals(viaBwip)).toBe(true);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe("fast-path symbols scan back", () => {
  // zxing and zbar report UPC-A as EAN-13 and UPC-E expanded; add-ons are not part of the main number.
  const CASES = [
    ["code128", "Fast path 128 \t ok", "Fast path 128 \t ok"],
    ["code128", "ab1234567890cd", "ab1234567890cd"],
    ["gs1_128", "(01)0952123454321(10)LOT-7(3103)000123", "010952123454321310LOT-7\x1d3103000123"],
    ["ean14", "0952876543210", "0109528765432108"],
    ["sscc18", "(00)09528765432101234", "00095287654321012346"],
    ["ean13", "590123412345 12345", "5901234123457"],
    ["ean8", "9638507", "96385074"],
    ["upca", "03600029145 12", "0036000291452"],
    ["upce", "0123456", "0012345000065"],
    ["code39", "FAST 39-$/+%", "FAST 39-$/+%"],
    ["code93", "FAST 93.$/+%", "FAST 93.$/+%"],
    ["interleaved2of5", "0123456789", "0123456789"],
    ["itf14", "1540014128876", "15400141288763"],
    ["codabar", "C12-34.5+$D", "C12-34.5+$D"],
  ] as const;
  const image = (type: BarcodeType, content: string) =>
    generateBarcode({ type, content, customization: { width: 800, height: 300 } }).bytes;

  it.each(CASES)("%s %j: zxing decodes %j", async (type, content, expected) => {
    const symbols = await decodePng(image(type, content));
    expect(symbols.map((s) => s.text)).toContain(expected);
  });

  it.skipIf(!CLI_DECODERS.zbarimg).each(CASES)("%s %j: zbarimg decodes %j", (type, content, expected) => {
    expect(zbarimgRaw(image(type, content))).toBe(expected);
  });
});
