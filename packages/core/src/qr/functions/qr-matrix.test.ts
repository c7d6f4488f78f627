import fc from "fast-check";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { thrownQrbarError } from "../../testing/index.js";
import { segmentPayload } from "../encoder/segment-payload.js";
import { qrMatrix } from "./qr-matrix.js";
import { qrPayload } from "./qr-payload.js";

const LEVELS = ["L", "M", "Q", "H"] as const;

describe("qrMatrix", () => {
  it("returns the very modules and version qrcode builds for any text and level", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 400 }).filter((text) => /^[\x20-\x7e]+$/.test(text)),
        fc.constantFrom(...LEVELS),
        (text, level) => {
          const ours = qrMatrix(text, { errorCorrection: level });
          const theirs = QRCode.create(segmentPayload(text, level), { errorCorrectionLevel: level });
          expect(ours.version).toBe(theirs.version);
          expect(ours.width).toBe(theirs.modules.size);
          expect(Buffer.from(ours.data).equals(Buffer.from(theirs.modules.data))).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("encodes a typed payload's text, and M when no level is given", () => {
    const payload = qrPayload("url", { url: "example.com" });
    expect(payload.text).toBe("https://example.com");
    expect(qrMatrix(payload)).toEqual(qrMatrix("https://example.com", { errorCorrection: "M" }));
  });

  it("names errorCorrection when it is not one of L, M, Q, H", () => {
    const error = thrownQrbarError(() => qrMatrix("x", { errorCorrection: "X" } as never), "qrMatrix");
    expect(error.message).toBe('errorCorrection must be one of L, M, Q, H; got "X"');
  });
});
