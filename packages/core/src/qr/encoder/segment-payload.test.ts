import fc from "fast-check";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { renderMatrixPng } from "../../render/matrix-png.js";
import { layoutModules } from "../../render/module-matrix.js";
import { decodePng } from "../../testing/index.js";
import { encodeQrMatrix } from "./encode-qr-matrix.js";
import { segmentPayload } from "./segment-payload.js";

const LEVELS = ["L", "M", "Q", "H"] as const;
const VALID: Record<string, RegExp> = { numeric: /^[0-9]+$/, alphanumeric: /^[0-9A-Z $%*+./:-]+$/, byte: /^[\s\S]+$/u };

/** Payloads that mix every mode: digits, upper-case runs, lower case and non-ASCII (emoji included). */
const mixedPayload = fc
  .array(
    fc.oneof(
      fc.stringMatching(/^[0-9]{1,40}$/),
      fc.stringMatching(/^[0-9A-Z $%*+./:-]{1,40}$/),
      fc.stringMatching(/^[a-z@?=&_]{1,20}$/),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((parts) => parts.join(""));

describe("segmentPayload", () => {
  it.each([
    ["HELLO WORLD", [["HELLO WORLD", "alphanumeric"]]],
    ["0123456789", [["0123456789", "numeric"]]],
    ["https://example.com/a", [["https://example.com/a", "byte"]]],
    [
      "HTTPS://EXAMPLE.COM/1234567890",
      [
        ["HTTPS://EXAMPLE.COM/", "alphanumeric"],
        ["1234567890", "numeric"],
      ],
    ],
    [
      "ref 000000000000000000000123",
      [
        ["ref ", "byte"],
        ["000000000000000000000123", "numeric"],
      ],
    ],
    ["a1b2", [["a1b2", "byte"]]],
  ])("splits %j into its cheapest modes", (payload, expected) => {
    expect(segmentPayload(payload, "M").map((s) => [String(s.data), s.mode])).toEqual(expected);
  });

  it("keeps every character, in order, each in a mode that can hold it, and never needs a larger version than qrcode's own segmentation", () => {
    fc.assert(
      fc.property(mixedPayload, fc.constantFrom(...LEVELS), (payload, level) => {
        const segments = segmentPayload(payload, level);
        expect(segments.map((s) => String(s.data)).join("")).toBe(payload);
        for (const { data, mode } of segments) expect(String(data)).toMatch(VALID[mode] as RegExp);
        for (let i = 1; i < segments.length; i++) expect(segments[i]?.mode).not.toBe(segments[i - 1]?.mode);
        let theirs: number | undefined;
        try {
          theirs = QRCode.create(payload, { errorCorrectionLevel: level }).version;
        } catch {
          return; // too long for qrcode's segmentation: nothing to compare
        }
        expect(QRCode.create(segments, { errorCorrectionLevel: level }).version).toBeLessThanOrEqual(theirs);
      }),
      { numRuns: 400 },
    );
  });

  it("prices mode switches with the count indicators of the version the payload needs", () => {
    // A 7-digit run inside byte text saves 7 * (8 - 10/3) = 32.7 bits as its own numeric segment: more
    // than the 26 bits the two extra headers cost in versions 1-9, less than the 36 they cost in 10-26.
    expect(segmentPayload("abcdefghij1234567klmnopqrst", "M").map((s) => s.mode)).toEqual(["byte", "numeric", "byte"]);
    const long = segmentPayload("abcdefghij1234567klmnopqrst".repeat(12), "M");
    expect(long.map((s) => s.mode)).toEqual(["byte"]);
    expect(QRCode.create(long, { errorCorrectionLevel: "M" }).version).toBeGreaterThanOrEqual(10);
  });

  it("decodes back to the exact payload through an independent reader", async () => {
    const samples = fc.sample(mixedPayload, { numRuns: 40, seed: 9 });
    for (const payload of samples) {
      const symbol = encodeQrMatrix(payload, "M");
      const side = (symbol.width + 8) * 4;
      const layout = layoutModules(symbol, 4, side, side);
      if (!layout) throw new Error("layout");
      const png = renderMatrixPng(symbol, layout, side, side, { r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 });
      const [read] = await decodePng(png);
      expect(read?.text).toBe(payload);
    }
  });
});
