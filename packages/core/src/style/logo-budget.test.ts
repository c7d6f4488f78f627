import { ERROR_CORRECTION_LEVELS, type ErrorCorrectionLevel } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
import { encodeQrMatrix } from "../qr/encoder/encode-qr-matrix.js";
import { blockLayout } from "../qr/encoder/qr-capacity.js";
import { qrTemplate } from "../qr/encoder/qr-template.js";
import { renderMatrixPng } from "../render/matrix-png.js";
import { layoutModules } from "../render/module-matrix.js";
import { decodePng } from "../testing/decode-symbols.js";
import { clearedRange, isProtectedModule, largestSafeLogo, logoErasure } from "./logo-budget.js";

const black = { r: 0, g: 0, b: 0 };
const white = { r: 255, g: 255, b: 255 };

/** The worst a logo can do: every data module it clears read as the wrong colour. */
function invertUnderLogo(payload: string, level: ErrorCorrectionLevel, fraction: number) {
  const symbol = encodeQrMatrix(payload, level);
  const { reserved } = qrTemplate(symbol.version);
  const { from, to } = clearedRange(symbol.width, fraction);
  const data = symbol.data.slice();
  for (let y = from; y <= to; y++) {
    for (let x = from; x <= to; x++)
      if (!reserved[y * symbol.width + x]) data[y * symbol.width + x] = 1 - (data[y * symbol.width + x] as number);
  }
  const damaged = { ...symbol, data };
  const side = symbol.width * 6 + 48;
  const layout = layoutModules(damaged, 4, side, side);
  if (!layout) throw new Error("the symbol fits by construction");
  return { symbol, png: renderMatrixPng(damaged, layout, side, side, black, white) };
}

/** Correctable errors per block (ISO/IEC 18004: floor(ec / 2), less the misdecode protection of small symbols). */
const correctable = (version: number, level: ErrorCorrectionLevel) =>
  Math.floor(blockLayout(version, level).ecPerBlock / 2);

describe("logo budget from the symbol's Reed-Solomon blocks", () => {
  const payload = "https://example.com/logo-budget/0123456789";

  it.each(ERROR_CORRECTION_LEVELS)(
    "at %s, a logo of the largest safe size decodes even with every module under it wrong",
    async (level) => {
      const version = encodeQrMatrix(payload, level).version;
      const max = largestSafeLogo(version, level);
      expect(max).toBeGreaterThan(0);
      const { png } = invertUnderLogo(payload, level, max);
      expect((await decodePng(png)).map((r) => r.text)).toEqual([payload]);
    },
  );

  it("past what the worst block can correct, the same damage does not decode: the block map is right", async () => {
    const level = "H";
    const version = encodeQrMatrix(payload, level).version;
    let fraction = largestSafeLogo(version, level);
    while (logoErasure(version, level, fraction).worstBlock.erased <= correctable(version, level) + 2)
      fraction += 0.005;
    const { png } = invertUnderLogo(payload, level, fraction);
    expect(await decodePng(png)).toEqual([]);
  });

  it("H leaves more room than Q, M and L, and a flat area rule would overstate it", () => {
    const sizes = ERROR_CORRECTION_LEVELS.map((level) => largestSafeLogo(7, level));
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    expect(sizes[3]).toBeGreaterThan(sizes[0] as number);
    // "area x 30 %" would allow sqrt(0.3) = 0.55 of the width at H.
    expect(sizes[3]).toBeLessThan(0.45);
  });

  it("never clears a finder, timing, format or version module", () => {
    for (const version of [1, 7, 20, 40]) {
      for (const level of ERROR_CORRECTION_LEVELS) {
        const max = largestSafeLogo(version, level);
        const { size } = qrTemplate(version);
        const { from, to } = clearedRange(size, max);
        for (let y = from; y <= to; y++)
          for (let x = from; x <= to; x++) expect(isProtectedModule(size, version, x, y)).toBe(false);
      }
    }
  });
});
