import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeQrMatrix } from "../qr/encoder/encode-qr-matrix.js";
import { readTerminalBlocks } from "../testing/terminal-blocks.js";
import { renderMatrixText } from "./matrix-text.js";
import type { ModuleMatrix } from "./module-matrix.js";

/** The matrix with `margin` light modules around it, as rows of 0/1. */
function withQuietZone(matrix: ModuleMatrix, margin: number): number[][] {
  const side = matrix.width + 2 * margin;
  return Array.from({ length: matrix.height + 2 * margin }, (_, y) =>
    Array.from({ length: side }, (_, x) => {
      const [mx, my] = [x - margin, y - margin];
      return mx >= 0 && my >= 0 && mx < matrix.width && my < matrix.height
        ? (matrix.data[my * matrix.width + mx] ?? 0)
        : 0;
    }),
  );
}

describe("renderMatrixText", () => {
  it("draws every module of a QR code and its quiet zone, two rows per line", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), fc.integer({ min: 0, max: 6 }), (payload, margin) => {
        const symbol = encodeQrMatrix(payload, "M");
        const rows = readTerminalBlocks(renderMatrixText(symbol, margin));
        const expected = withQuietZone(symbol, margin);
        // An odd number of rows leaves a light half row at the bottom.
        expect(rows.slice(0, expected.length)).toEqual(expected);
        expect(
          rows
            .slice(expected.length)
            .flat()
            .every((m) => m === 0),
        ).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it("paints each line black on white, or leaves colours alone without ansi", () => {
    const text = renderMatrixText(encodeQrMatrix("hi", "L"), 4);
    const lines = text.trimEnd().split("\n");
    expect(lines).toHaveLength(Math.ceil((21 + 8) / 2));
    for (const line of lines) {
      expect(line.startsWith("\u001b[30;47m") && line.endsWith("\u001b[0m")).toBe(true);
      expect([...line.slice(8, -4)].filter((c) => " ▀▄█".includes(c))).toHaveLength(29);
    }
    expect(renderMatrixText(encodeQrMatrix("hi", "L"), 4, false)).not.toContain("\u001b");
    // The finder pattern's top edge: seven dark modules in a row after the quiet zone.
    expect(lines[2]).toContain("    █▀▀▀▀▀█");
  });
});
