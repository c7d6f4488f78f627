import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { formatBits } from "./choose-mask.js";
import { encodeQrMatrix } from "./encode-qr-matrix.js";
import { segmentPayload } from "./segment-payload.js";

describe("chooseMask (through encodeQrMatrix)", () => {
  it("chooses the mask qrcode chooses for every mask it can choose (each of the eight seen)", () => {
    const seen = new Set<number>();
    for (let i = 0; seen.size < 8 && i < 2000; i++) {
      const payload = `mask probe ${i}`;
      const theirs = QRCode.create(segmentPayload(payload, "M"), { errorCorrectionLevel: "M" });
      expect(Buffer.from(encodeQrMatrix(payload, "M").data).equals(Buffer.from(theirs.modules.data))).toBe(true);
      seen.add(theirs.maskPattern as number);
    }
    expect(seen.size).toBe(8);
  });

  it("writes the format information of ISO/IEC 18004 annex C", () => {
    // Annex C's worked example: level M, mask 101 -> 100000011001110.
    expect(formatBits("M", 5)).toBe(0b100000011001110);
    // Table C.1 entries: L/mask 0 and H/mask 7.
    expect(formatBits("L", 0)).toBe(0x77c4);
    expect(formatBits("H", 7)).toBe(0x083b);
  });
});
