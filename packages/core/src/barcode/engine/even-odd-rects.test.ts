import { describe, expect, it } from "vitest";
import { evenOddRects } from "./even-odd-rects.js";

const area = (rects: ReturnType<typeof evenOddRects>) => rects.reduce((a, r) => a + (r.x1 - r.x0) * (r.y1 - r.y0), 0);

describe("evenOddRects", () => {
  it("fills a rectangle", () => {
    expect(
      evenOddRects([
        [
          [1, 2],
          [1, 5],
          [4, 5],
          [4, 2],
        ],
      ]),
    ).toEqual([{ x0: 1, y0: 2, x1: 4, y1: 5 }]);
  });

  it("leaves a hole where a second polygon lies inside the first (a border)", () => {
    const rects = evenOddRects([
      [
        [0, 0],
        [0, 10],
        [10, 10],
        [10, 0],
      ],
      [
        [2, 2],
        [8, 2],
        [8, 8],
        [2, 8],
      ],
    ]);
    expect(area(rects)).toBe(100 - 36);
    expect(rects.some((r) => r.x0 < 5 && r.x1 > 5 && r.y0 < 5 && r.y1 > 5)).toBe(false);
  });

  it("fills an L-shaped polygon", () => {
    const rects = evenOddRects([
      [
        [0, 0],
        [0, 3],
        [3, 3],
        [3, 2],
        [1, 2],
        [1, 0],
      ],
    ]);
    expect(area(rects)).toBe(2 + 3);
  });

  it("refuses slanted edges", () => {
    expect(() =>
      evenOddRects([
        [
          [0, 0],
          [1, 1],
          [1, 0],
        ],
      ]),
    ).toThrow(/horizontal or vertical/);
  });
});
