import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrTemplate } from "./qr-template.js";

/** The function patterns `qrcode` draws for a version: its reserved modules, and their colours there. */
function qrcodeTemplate(version: number) {
  const drawn = QRCode.create([{ data: "0", mode: "numeric" }], { version, errorCorrectionLevel: "L", maskPattern: 0 });
  const { size, data, reservedBit } = drawn.modules as typeof drawn.modules & { reservedBit: Uint8Array };
  return { size, reserved: Uint8Array.from(reservedBit), data };
}

/** The 30 format-information places, whose colour depends on the mask: the template leaves them light. */
function formatPlaces(size: number): Set<number> {
  const places = new Set<number>();
  for (let i = 0; i < 9; i++) {
    places.add(8 * size + i).add(i * size + 8);
    if (i < 8) places.add(8 * size + size - 1 - i).add((size - 1 - i) * size + 8);
  }
  places.delete(6 * size + 8);
  places.delete(8 * size + 6);
  places.delete((size - 8) * size + 8);
  return places;
}

describe("qrTemplate", () => {
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))(
    "reserves and draws what qrcode draws for version %i (format information left light)",
    (version) => {
      const ours = qrTemplate(version);
      const theirs = qrcodeTemplate(version);
      expect(ours.size).toBe(theirs.size);
      expect(Buffer.from(ours.reserved).equals(Buffer.from(theirs.reserved))).toBe(true);
      const format = formatPlaces(ours.size);
      const expected = Uint8Array.from(theirs.data, (dark, at) => (theirs.reserved[at] && !format.has(at) ? dark : 0));
      expect(Buffer.from(ours.modules).equals(Buffer.from(expected))).toBe(true);
    },
  );

  it("leaves 8 bits per data codeword plus the remainder bits of ISO/IEC 18004 table 1", () => {
    // Versions 1, 2, 7, 14, 21, 28 hold 26, 44, 196, 581, 1156, 1921 codewords and 0, 7, 0, 3, 4, 3 remainder bits.
    for (const [version, codewords, remainder] of [
      [1, 26, 0],
      [2, 44, 7],
      [7, 196, 0],
      [14, 581, 3],
      [21, 1156, 4],
      [28, 1921, 3],
    ] as const) {
      expect(qrTemplate(version).order.length).toBe(codewords * 8 + remainder);
    }
  });
});
