import { hexagonCorners, hexagonGeometry } from "../barcode/render/hexagon-grid.js";
import { type BitRows, bitRowStride, encodeBitPng, setSpan } from "../render/palette-png.js";
import { fillPolygons, glyphPolygons, type Polygon } from "./fill-polygons.js";
import type { DotRect, LabelBarcode } from "./label-codes.js";
import { placeGlyphs } from "./label-fonts.js";
import type { LabelLayout, LabelTextLine } from "./layout-label.js";

const BLACK = { r: 0, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };
/** Hexagons grow by this (dots) so a pixel centre on their edge is dark, as the barcode renderer draws them. */
const EDGE = 1e-3;
/** Sides of the polygon a finder ring's circle is drawn as: under a tenth of a dot off at label sizes. */
const CIRCLE_SIDES = 72;

function fillRect(image: BitRows, r: DotRect): void {
  const stride = bitRowStride(image.width);
  for (let y = r.y; y < r.y + r.height; y++) setSpan(image.rows, y * stride, r.x, r.x + r.width);
}

function drawLine(image: BitRows, line: LabelTextLine): void {
  for (const run of line.runs) {
    for (const glyph of placeGlyphs(run, line.size, run.x, line.baseline)) {
      fillPolygons(image, glyphPolygons(glyph), "nonzero");
    }
  }
}

/** MaxiCode's hexagons and finder rings as polygons, from the barcode renderer's own geometry. */
function drawHexagons(image: BitRows, code: LabelBarcode): void {
  if (code.symbology !== "maxicode") return;
  const geometry = hexagonGeometry(code.hexagons.matrix, code.hexagons.layout);
  const { centres, finder, radii } = geometry;
  const halfWidth = geometry.halfWidth + EDGE;
  const hexagons: Polygon[] = centres.map(([x, y]) => hexagonCorners(x, y, halfWidth));
  fillPolygons(image, hexagons, "nonzero");
  const circle = (r: number): Polygon =>
    Array.from({ length: CIRCLE_SIDES }, (_, i) => {
      const a = (2 * Math.PI * i) / CIRCLE_SIDES;
      return [finder[0] + r * Math.cos(a), finder[1] + r * Math.sin(a)] as const;
    });
  fillPolygons(image, radii.map(circle), "evenodd");
}

/**
 * Draws a label layout as a 1-bit PNG of exactly its size in dots, one pixel per printer dot:
 * boxes and bars on whole pixels, glyphs from the shipped fonts sampled at pixel centres (as a
 * thermal print head does), MaxiCode from the barcode renderer's hexagon geometry.
 *
 * @example
 * ```ts
 * await writeFile("label.png", renderLabelPng(layoutLabel(request, 203)));
 * ```
 */
export function renderLabelPng(layout: LabelLayout): Uint8Array {
  const image: BitRows = {
    width: layout.width,
    height: layout.height,
    rows: new Uint8Array(bitRowStride(layout.width) * layout.height),
  };
  for (const item of layout.items) {
    if (item.kind === "box") fillRect(image, item);
    else if (item.kind === "text") for (const line of item.lines) drawLine(image, line);
    else {
      for (const rect of item.rects) fillRect(image, rect);
      drawHexagons(image, item);
    }
  }
  return encodeBitPng(image, BLACK, WHITE);
}
