import { describe, expect, it } from "vitest";
import { PDF_FORMAT } from "../render/vector-pdf.js";
import { circlePath, VectorContent } from "../render/vector-writer.js";
import { allCorners, roundRectPath, roundRectVector } from "./round-rect.js";

const pdf = () => new VectorContent(PDF_FORMAT.operators);

describe("roundRectVector", () => {
  it("draws a square as four lines, as the SVG path does", () => {
    const square = { x: 2, y: 3, w: 10, h: 10, r: allCorners(0) };
    const out = pdf();
    roundRectVector(out, square);
    expect(out.text).toBe("2 3 m\n12 3 l\n12 13 l\n2 13 l\n2 3 l\nh\n");
    expect(roundRectPath(square)).toBe("M2 3H12V13H2V3Z");
  });

  it("draws a square with half-side radii as the circle circlePath draws", () => {
    const out = pdf();
    roundRectVector(out, { x: 0, y: 0, w: 20, h: 20, r: allCorners(10) });
    const points = (text: string) =>
      [...text.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) c/g)]
        .map((m) => m.slice(1).join(" "))
        .sort();
    expect(points(out.text)).toEqual(points(circlePath(pdf(), 10, 10, 10).text));
  });

  it("gives each corner its own radius and cuts the hole as a second outline", () => {
    const out = pdf();
    roundRectVector(out, {
      x: 0,
      y: 0,
      w: 70,
      h: 70,
      r: [20, 0, 0, 0],
      hole: { x: 10, y: 10, w: 50, h: 50, r: allCorners(0) },
    });
    expect(out.text.match(/ m\n/g)).toHaveLength(2);
    expect(out.text.match(/ c\n/g)).toHaveLength(1);
    expect(out.text).toContain("0 20 l\n0 8.95 8.95 0 20 0 c\nh\n10 10 m\n");
  });
});
