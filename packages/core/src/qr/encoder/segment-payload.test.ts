import { createRequire } from "node:module";
import fc from "fast-check";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { renderMatrixPng } from "../../render/matrix-png.js";
import { layoutModules } from "../../render/module-matrix.js";
import { decodePng } from "../../testing/index.js";
import { encodeQrMatrix } from "./encode-qr-matrix.js";
import { eciBits, payloadEci, segmentPayload } from "./segment-payload.js";

const LEVELS = ["L", "M", "Q", "H"] as const;
const VALID: Record<string, RegExp> = { numeric: /^[0-9]+$/, alphanumeric: /^[0-9A-Z $%*+./:-]+$/, byte: /^[\s\S]+$/u };

// qrcode's own segmentation and capacity, from its internal modules: its public API has no ECI header, which
// every payload beyond ASCII carries here (12 bits that can move it into the next version class).
const require = createRequire(import.meta.url);
interface TheirSegment {
  readonly mode: unknown;
  getBitsLength(): number;
}
const theirSegments = require("qrcode/lib/core/segments.js") as {
  fromString(data: string, version: number): TheirSegment[];
};
const theirModes = require("qrcode/lib/core/mode.js") as {
  readonly MIXED: unknown;
  getCharCountIndicator(mode: unknown, version: number): number;
};
const theirVersions = require("qrcode/lib/core/version.js") as {
  getCapacity(version: number, level: unknown, mode: unknown): number;
};
const theirLevels = require("qrcode/lib/core/error-correction-level.js") as { from(level: string): unknown };

/**
 * The smallest version in which qrcode's own segmentation of `payload` fits with `headerBits` in front, or
 * `undefined` past version 40. Its segmentation depends on the version's count-indicator class only, so it
 * is worked out once per class (versions 1-9, 10-26, 27-40).
 */
function theirVersion(payload: string, level: string, headerBits: number): number | undefined {
  const ecl = theirLevels.from(level);
  const byClass = new Map<number, TheirSegment[]>();
  for (let version = 1; version <= 40; version++) {
    const first = version <= 9 ? 1 : version <= 26 ? 10 : 27;
    const segments = byClass.get(first) ?? theirSegments.fromString(payload, first);
    byClass.set(first, segments);
    const bits = segments.reduce(
      (sum, s) => sum + 4 + theirModes.getCharCountIndicator(s.mode, version) + s.getBitsLength(),
      headerBits,
    );
    if (bits <= theirVersions.getCapacity(version, ecl, theirModes.MIXED)) return version;
  }
  return undefined;
}

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

  it("keeps every character, in order, each in a mode that can hold it, and never needs a larger version than qrcode's own segmentation with the same ECI header", () => {
    fc.assert(
      fc.property(mixedPayload, fc.constantFrom(...LEVELS), (payload, level) => {
        const segments = segmentPayload(payload, level);
        expect(segments.map((s) => String(s.data)).join("")).toBe(payload);
        for (const { data, mode } of segments) expect(String(data)).toMatch(VALID[mode] as RegExp);
        for (let i = 1; i < segments.length; i++) expect(segments[i]?.mode).not.toBe(segments[i - 1]?.mode);
        // Like with like: both with the ECI header this payload carries (none for pure ASCII).
        const theirs = theirVersion(payload, level, eciBits(payloadEci(payload)));
        if (theirs === undefined) return; // too long for qrcode's segmentation: nothing to compare
        expect(encodeQrMatrix(payload, level).version).toBeLessThanOrEqual(theirs);
        if (payloadEci(payload) === undefined) {
          // Without a header the public API alone answers: the version qrcode picks for its own segmentation.
          expect(QRCode.create(segments, { errorCorrectionLevel: level }).version).toBeLessThanOrEqual(
            QRCode.create(payload, { errorCorrectionLevel: level }).version,
          );
        }
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
