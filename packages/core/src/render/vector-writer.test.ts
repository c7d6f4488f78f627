import { describe, expect, it } from "vitest";
import { EPS_FORMAT } from "./vector-eps.js";
import { PDF_FORMAT } from "./vector-pdf.js";
import { circlePath, drawVector, pagePoints, quadraticTo, VectorContent, type VectorWriter } from "./vector-writer.js";

const BLACK = { r: 0, g: 0, b: 0 };
const NAVY = { r: 0x1a, g: 0x23, b: 0x7e };

describe("VectorContent", () => {
  it("writes PDF operators: rectangles on the path until a fill paints them", () => {
    const out = new VectorContent(PDF_FORMAT.operators).colour(NAVY).rect(1, 2, 3, 4).rect(10.125, 0, 0.5, 1).fill();
    expect(out.text).toBe("0.102 0.137 0.494 rg\n1 2 3 4 re\n10.13 0 0.5 1 re\nf\n");
  });

  it("writes PostScript operators: rectfill paints at once, so a fill after rectangles only writes nothing", () => {
    const out = new VectorContent(EPS_FORMAT.operators).colour(BLACK).rect(1, 2, 3, 4).fill();
    expect(out.text).toBe("0 0 0 setrgbcolor\n1 2 3 4 rectfill\n");
    out.moveTo(0, 0).lineTo(1, 0).curveTo(1, 1, 0.5, 1, 0, 1).closePath().fill(true);
    expect(out.text).toMatch(/0 0 moveto\n1 0 lineto\n1 1 0.5 1 0 1 curveto\nclosepath\neofill\n$/);
  });

  it("formats a placed shape once per key and format, then copies it at each origin", () => {
    const glyph = {};
    let drawn = 0;
    const triangle = (out: VectorWriter) => {
      drawn++;
      out.moveTo(0, 0).lineTo(2, 0).lineTo(1, -2).closePath();
    };
    const pdf = new VectorContent(PDF_FORMAT.operators)
      .placed(glyph, 10, 20, triangle)
      .placed(glyph, 12.5, 20, triangle);
    const shape = "0 0 m\n2 0 l\n1 -2 l\nh\nf\n";
    expect(pdf.text).toBe(`q\n1 0 0 1 10 20 cm\n${shape}Q\nq\n1 0 0 1 12.5 20 cm\n${shape}Q\n`);
    const eps = new VectorContent(EPS_FORMAT.operators).placed(glyph, 10, 20, triangle);
    expect(eps.text).toBe("gsave\n10 20 translate\n0 0 moveto\n2 0 lineto\n1 -2 lineto\nclosepath\nfill\ngrestore\n");
    expect(drawn).toBe(2);
  });

  it("gives back every 8-bit colour channel from its three-place fraction", () => {
    for (let v = 0; v < 256; v++) {
      const [r] = new VectorContent(PDF_FORMAT.operators).colour({ r: v, g: 0, b: 0 }).text.split(" ");
      expect(Math.round(Number(r) * 255)).toBe(v);
    }
  });

  it("fills a path with a gradient by clipping a shading to it, saved and restored around it", () => {
    const gradient = {
      kind: "axial",
      coords: [0, 0, 10, 0],
      stops: [
        { offset: 0, color: BLACK },
        { offset: 1, color: NAVY },
      ],
    } as const;
    const pdf = new VectorContent(PDF_FORMAT.operators).shade(gradient, true, (out) => out.rect(1, 2, 3, 4));
    expect(pdf.text).toBe("q\n1 2 3 4 re\nW* n\n/Sh0 sh\nQ\n");
    expect(pdf.resources.shadings).toHaveLength(1);
    // PostScript's rectfill would paint: inside a clip a rectangle is a path.
    const eps = new VectorContent(EPS_FORMAT.operators).shade(gradient, false, (out) => out.rect(1, 2, 3, 4));
    expect(eps.text).toMatch(
      /^gsave\n1 2 moveto\n4 2 lineto\n4 6 lineto\n1 6 lineto\nclosepath\nclip newpath\n<< \/ShadingType 2 .* >> shfill\ngrestore\n$/s,
    );
    expect(eps.rect(0, 0, 1, 1).text).toMatch(/0 0 1 1 rectfill\n$/);
  });

  it("places an image in its box, named by its index", () => {
    const image = { kind: "rgb", width: 1, height: 1, rgb: new Uint8Array(3) } as const;
    const out = new VectorContent(PDF_FORMAT.operators).image(image, 1, 2, 3, 4).image(image, 0, 0, 1, 1);
    expect(out.text).toBe(
      "q\n3 0 0 4 1 2 cm\n1 0 0 -1 0 1 cm /Im0 Do\nQ\nq\n1 0 0 1 0 0 cm\n1 0 0 -1 0 1 cm /Im1 Do\nQ\n",
    );
    expect(out.resources.images).toEqual([image, image]);
  });

  it("draws a circle as four curves through its four extreme points", () => {
    const { text } = circlePath(new VectorContent(PDF_FORMAT.operators), 50, 40, 10).fill();
    const ends = [...text.matchAll(/ ([\d.]+) ([\d.]+) c\n/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(text.startsWith("40 40 m\n")).toBe(true);
    expect(ends).toEqual([
      [50, 30],
      [60, 40],
      [50, 50],
      [40, 40],
    ]);
  });
});

describe("quadraticTo", () => {
  it("raises a quadratic curve to the cubic through control points two thirds of the way to its own", () => {
    const { text } = quadraticTo(new VectorContent(PDF_FORMAT.operators).moveTo(0, 0), 0, 0, 6, 9, 12, 0);
    expect(text).toBe("0 0 m\n4 6 8 6 12 0 c\n");
  });
});

describe("drawVector", () => {
  it("fills the background edge to edge before the shapes", () => {
    const format = { ...PDF_FORMAT, document: (text: string) => new TextEncoder().encode(text) };
    const file = drawVector(format, 40, 30, { r: 255, g: 255, b: 255 }, (out) =>
      out.colour(BLACK).rect(1, 1, 2, 2).fill(),
    );
    expect(new TextDecoder().decode(file)).toBe("1 1 1 rg\n0 0 40 30 re\nf\n0 0 0 rg\n1 1 2 2 re\nf\n");
  });

  it("paints no background when it is transparent", () => {
    const format = { ...PDF_FORMAT, document: (text: string) => new TextEncoder().encode(text) };
    const file = drawVector(format, 40, 30, undefined, (out) => out.colour(BLACK).rect(1, 1, 2, 2).fill());
    expect(new TextDecoder().decode(file)).toBe("0 0 0 rg\n1 1 2 2 re\nf\n");
  });

  it("sizes pages at 0.75 pt a pixel", () => {
    expect(pagePoints(300)).toBe(225);
    expect(pagePoints(401)).toBe(300.75);
  });
});
