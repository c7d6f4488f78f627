import { describe, expect, it } from "vitest";
import { rasteriseEps, readPngPixels, VECTOR_TOOLS } from "../testing/index.js";
import { EPS_FORMAT } from "./vector-eps.js";
import { drawVector } from "./vector-writer.js";

const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };

/** An image of 41 x 20 px: a black square of 10 px at (5, 5), white around it. */
const square = () => drawVector(EPS_FORMAT, 41, 20, WHITE, (out) => out.colour(BLACK).rect(5, 5, 10, 10).fill());

describe("EPS_FORMAT", () => {
  it("writes EPSF 3.0 with the bounding box in whole and in exact points, and no image operator", () => {
    const eps = Buffer.from(square()).toString("latin1");
    expect(eps.split("\n").slice(0, 3)).toEqual([
      "%!PS-Adobe-3.0 EPSF-3.0",
      "%%BoundingBox: 0 0 31 15",
      "%%HiResBoundingBox: 0 0 30.75 15",
    ]);
    expect(eps).toContain("gsave\n0 15 translate .75 -.75 scale\n1 1 1 setrgbcolor\n0 0 41 20 rectfill\n");
    expect(eps).toMatch(/showpage\n%%EOF\n$/);
    expect(eps).not.toMatch(/image|findfont/);
  });

  it.skipIf(!VECTOR_TOOLS.gs)("renders in Ghostscript with the square where it was drawn (needs ghostscript)", () => {
    // At 96 dpi a pixel is a pixel: the square covers x 5 to 14 and y 5 to 14, from the top.
    const { width, height, rgba } = readPngPixels(rasteriseEps(square(), 96));
    expect([width, height]).toEqual([41, 20]);
    const dark = (x: number, y: number) => (rgba[(y * width + x) * 4] as number) < 128;
    expect([dark(5, 5), dark(14, 14), dark(4, 5), dark(15, 5), dark(5, 4), dark(5, 15)]).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
