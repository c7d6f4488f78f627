import { describe, expect, it } from "vitest";
import { imagePage, rasteriseEps, readPngPixels, squareEdges, squarePage, VECTOR_TOOLS } from "../testing/index.js";
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

describe("EPS_FORMAT resources", () => {
  it("declares LanguageLevel 3 for a shading or an image, and writes both in place", () => {
    const eps = Buffer.from(imagePage(EPS_FORMAT)).toString("latin1");
    expect(eps).toContain("%%LanguageLevel: 3\n");
    expect(eps).toContain(
      "gsave\n0 0 moveto\n40 0 lineto\n40 4 lineto\n0 4 lineto\nclosepath\nclip newpath\n<< /ShadingType 2 ",
    );
    expect(eps).toMatch(/\[20 0 0 10 10 8\] concat\n\/DeviceRGB setcolorspace\n<< \/ImageType 3 \/InterleaveType 1 /);
    expect(eps).toMatch(
      /\{ 1 index \/DataDict get \/DataSource 2 index \/FlateDecode filter put exch image flushfile \} exec\n[!-uz\n ]+~>\ngrestore\n/,
    );
    expect(Buffer.from(square()).toString("latin1")).toContain("%%LanguageLevel: 2\n");
  });

  it.skipIf(!VECTOR_TOOLS.gs)(
    "renders the shading dark to light and the image where placed, its transparent sample masked (needs ghostscript)",
    () => {
      const { rgba, width } = readPngPixels(rasteriseEps(imagePage(EPS_FORMAT), 96));
      const grey = (x: number, y: number) => rgba[(y * width + x) * 4] as number;
      // Red and blue in grey: both mid-tones, red the lighter.
      expect(grey(1, 2)).toBeGreaterThan(grey(38, 2));
      expect(grey(15, 12)).toBeLessThan(200);
      expect(grey(25, 12)).toBe(255);
      expect(grey(9, 12)).toBe(255);
      expect(grey(15, 7)).toBe(255);
    },
  );
});
