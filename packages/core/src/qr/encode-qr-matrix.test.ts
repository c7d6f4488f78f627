import fc from "fast-check";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { encodeQrMatrix } from "./encode-qr-matrix.js";
import { segmentPayload } from "./segment-payload.js";

const LEVELS = ["L", "M", "Q", "H"] as const;

describe("encodeQrMatrix", () => {
  it("builds the very matrix qrcode builds from the same segments, version and mask included, for any text and level", () => {
    const text = fc.oneof(
      fc.string({ minLength: 1, maxLength: 300 }),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 }),
      fc.stringMatching(/^[0-9A-Z $%*+./:-]{1,400}$/),
      fc.stringMatching(/^[0-9]{1,700}$/),
      fc.string({ unit: "binary-ascii", minLength: 1000, maxLength: 1270 }),
    );
    fc.assert(
      fc.property(text, fc.constantFrom(...LEVELS), (payload, level) => {
        const theirs = QRCode.create(segmentPayload(payload, level), { errorCorrectionLevel: level });
        const ours = encodeQrMatrix(payload, level);
        expect(ours.version).toBe(theirs.version);
        expect(Buffer.from(ours.data).equals(Buffer.from(theirs.modules.data))).toBe(true);
      }),
      { numRuns: 300 },
    );
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
    expect(() => encodeQrMatrix("a".repeat(2000), "H")).toThrow(/use error_correction L or M, or shorten it/);
  });
});
