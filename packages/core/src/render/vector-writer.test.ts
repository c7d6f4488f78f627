import { describe, expect, it } from "vitest";
import { EPS_FORMAT } from "./vector-eps.js";
import { PDF_FORMAT } from "./vector-pdf.js";
import { circlePath, drawVector, pagePoints, VectorContent, type VectorWriter } from "./vector-writer.js";

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

describe("drawVector", () => {
  it("fills the background edge to edge before the shapes", () => {
    const format = { ...PDF_FORMAT, document: (text: string) => new TextEncoder().encode(text) };
    const file = drawVector(format, 40, 30, { r: 255, g: 255, b: 255 }, (out) =>
      out.colour(BLACK).rect(1, 1, 2, 2).fill(),
    );
    expect(new TextDecoder().decode(file)).toBe("1 1 1 rg\n0 0 40 30 re\nf\n0 0 0 rg\n1 1 2 2 re\nf\n");
  });

  it("sizes pages at 0.75 pt a pixel", () => {
    expect(pagePoints(300)).toBe(225);
    expect(pagePoints(401)).toBe(300.75);
  });
});
