import { describe, expect, it } from "vitest";
import { rasteriseEps, squareEdges, squarePage, VECTOR_TOOLS } from "../testing/index.js";
import { EPS_FORMAT } from "./vector-eps.js";

/** An image of 41 x 20 px: a black square of 10 px at (5, 5), white around it. */
const square = () => squarePage(EPS_FORMAT, { r: 0, g: 0, b: 0 });

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
    const { width, height, inked } = squareEdges(rasteriseEps(square(), 96), (rgba, at) => (rgba[at] as number) < 128);
    expect([width, height]).toEqual([41, 20]);
    expect(inked).toEqual([true, true, false, false, false, false]);
  });
});
