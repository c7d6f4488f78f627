import fc from "fast-check";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { renderMatrixPng } from "../../render/matrix-png.js";
import { layoutModules } from "../../render/module-matrix.js";
import { CLI_DECODERS, decodePng, zbarimgText, zxingReaderText } from "../../testing/index.js";
import { encodeQrMatrix, type QrSymbol } from "./encode-qr-matrix.js";
import { blockLayout, dataCapacityBits } from "./qr-capacity.js";
import { qrCodewords } from "./qr-codewords.js";
import { segmentPayload, segmentsBitLength } from "./segment-payload.js";

const LEVELS = ["L", "M", "Q", "H"] as const;
const isAscii = (text: string) => !/[\u0080-\uffff]/.test(text);

/** A symbol as a PNG of 4 pixels a module with a 4-module quiet zone, for the command-line decoders. */
function symbolPng(symbol: QrSymbol): Uint8Array {
  const side = (symbol.width + 8) * 4;
  const layout = layoutModules(symbol, 4, side, side);
  if (!layout) throw new Error("no layout");
  return renderMatrixPng(symbol, layout, side, side, { r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 });
}

/** Text beyond ASCII in the scripts and forms the payload types carry (Swiss and EPC names, Pix cities, vCards). */
const NON_ASCII_SAMPLES = [
  "Zürich",
  "São Paulo",
  "ça va",
  "é",
  "Straße 1, 8000 Zürich",
  "BCD\n002\n1\nSCT\n\nFrançois Müller\nDE89370400440532013000\nEUR12.5",
  "Ελληνικά",
  "日本語テキスト",
  "emoji 🎉 party",
];

describe("encodeQrMatrix", () => {
  it("builds the very matrix qrcode builds from the same segments, version and mask included, for any ASCII text and level", () => {
    const text = fc.oneof(
      fc.string({ minLength: 1, maxLength: 300 }),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 }),
      fc.stringMatching(/^[0-9A-Z $%*+./:-]{1,400}$/),
      fc.stringMatching(/^[0-9]{1,700}$/),
      fc.string({ unit: "binary-ascii", minLength: 1000, maxLength: 1270 }),
    );
    fc.assert(
      fc.property(text.filter(isAscii), fc.constantFrom(...LEVELS), (payload, level) => {
        const theirs = QRCode.create(segmentPayload(payload, level), { errorCorrectionLevel: level });
        const ours = encodeQrMatrix(payload, level);
        expect(ours.version).toBe(theirs.version);
        expect(Buffer.from(ours.data).equals(Buffer.from(theirs.modules.data))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("puts an ECI 26 header (0111 00011010) in front of any payload beyond ASCII, and counts its 12 bits in the version", () => {
    const text = fc.string({ unit: "grapheme", minLength: 1, maxLength: 200 }).filter((t) => !isAscii(t));
    fc.assert(
      fc.property(text, fc.constantFrom(...LEVELS), (payload, level) => {
        const symbol = encodeQrMatrix(payload, level);
        const bits = 12 + segmentsBitLength(segmentPayload(payload, level), symbol.version);
        expect(bits).toBeLessThanOrEqual(dataCapacityBits(symbol.version, level));
        if (symbol.version > 1) expect(bits).toBeGreaterThan(dataCapacityBits(symbol.version - 1, level));
        const codewords = qrCodewords(segmentPayload(payload, level), symbol.version, level, 26);
        expect(codewords[0]).toBe(0b0111_0001);
        // Codewords are interleaved: the first block's second one comes after every block's first.
        expect((codewords[blockLayout(symbol.version, level).blocks] as number) >> 4).toBe(0b1010);
      }),
      { numRuns: 200 },
    );
    expect((qrCodewords(segmentPayload("Zurich", "M"), 1, "M")[0] as number) >> 4).toBe(0b0100); // ASCII: no header
  });

  it("fills version 40 with UTF-8 one byte short of table 7, and says so when it overflows", () => {
    for (const [level, bytes] of [
      ["L", 2952],
      ["M", 2330],
      ["Q", 1662],
      ["H", 1272],
    ] as const) {
      expect(encodeQrMatrix(`${"é".repeat(bytes / 2)}`, level).version).toBe(40);
      expect(() => encodeQrMatrix(`a${"é".repeat(bytes / 2)}`, level)).toThrow(
        expect.objectContaining({
          code: "INVALID_CONTENT",
          message: expect.stringContaining(`at most ${bytes} bytes`),
        }),
      );
    }
  });

  it.each(NON_ASCII_SAMPLES)("reads %j back in text mode with zxing-wasm", async (payload) => {
    const [read] = await decodePng(symbolPng(encodeQrMatrix(payload, "M")));
    expect(read?.text).toBe(payload);
    expect(read?.hasECI).toBe(true);
  });

  it.skipIf(!CLI_DECODERS.zbarimg).each(NON_ASCII_SAMPLES)(
    "reads %j back with zbarimg in text mode, no -Sbinary (needs zbar-tools)",
    (payload) => {
      expect(zbarimgText(symbolPng(encodeQrMatrix(payload, "M")))).toBe(payload);
    },
  );

  it.skipIf(!CLI_DECODERS.zxingReader).each(NON_ASCII_SAMPLES)(
    "reads %j back with ZXingReader, which reports the ECI (needs zxing-cpp-tools)",
    (payload) => {
      expect(zxingReaderText(symbolPng(encodeQrMatrix(payload, "M")))).toEqual({ text: payload, hasEci: true });
    },
  );

  it.skipIf(!CLI_DECODERS.zxingReader)("writes no ECI for pure ASCII, which every charset reads alike", () => {
    expect(zxingReaderText(symbolPng(encodeQrMatrix("Zurich 8000", "M")))).toEqual({
      text: "Zurich 8000",
      hasEci: false,
    });
  });

  it("fills version 40 at each level to the last byte, and one byte more is INVALID_CONTENT naming the levels that fit", () => {
    for (const [level, bytes] of [
      ["L", 2953],
      ["M", 2331],
      ["Q", 1663],
      ["H", 1273],
    ] as const) {
      const full = encodeQrMatrix("a".repeat(bytes), level);
      expect(full.version).toBe(40);
      expect(
        Buffer.from(full.data).equals(
          Buffer.from(QRCode.create("a".repeat(bytes), { errorCorrectionLevel: level }).modules.data),
        ),
      ).toBe(true);
      expect(() => encodeQrMatrix("a".repeat(bytes + 1), level)).toThrow(
        expect.objectContaining({
          code: "INVALID_CONTENT",
          message: expect.stringContaining(`at most ${bytes} bytes`),
        }),
      );
    }
    expect(() => encodeQrMatrix("a".repeat(2000), "H")).toThrow(/use errorCorrection L or M, or shorten it/);
  });
});
