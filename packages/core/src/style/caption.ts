import { glyphPolygons, type Polygon } from "../label/fill-polygons.js";
import { type PathCommand, type PlacedGlyph, placeGlyphs, shapeText } from "../label/label-fonts.js";
import { quadraticTo, type VectorWriter } from "../render/vector-writer.js";
import type { Box } from "./paint.js";

/**
 * A caption set in the shipped fonts: its glyphs as polygons (for PNG), as SVG path data, and placed (for
 * PDF and EPS).
 */
export interface Caption {
  readonly polygons: Polygon[];
  readonly path: string;
  readonly glyphs: readonly PlacedGlyph[];
}

const n = (v: number): string => String(Math.round(v * 100) / 100);

/** A glyph outline as SVG path data in image pixels (font units scaled, y flipped). */
function glyphPath({ commands, scale, x, y }: PlacedGlyph): string {
  const at = (fx: number, fy: number) => `${n(x + fx * scale)} ${n(y - fy * scale)}`;
  const letter: Record<PathCommand["command"], string> = {
    moveTo: "M",
    lineTo: "L",
    quadraticCurveTo: "Q",
    bezierCurveTo: "C",
    closePath: "Z",
  };
  return commands
    .map(({ command, args }) => {
      const points: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) points.push(at(args[i] as number, args[i + 1] as number));
      return letter[command] + points.join(" ");
    })
    .join("");
}

/** Caption height as a share of its band, and the most of the band's width it may take. */
const TEXT_HEIGHT = 0.5;
const TEXT_WIDTH = 0.9;

/**
 * Sets one line of text centred in `band`, bold Noto Sans (Noto Sans JP for what Noto Sans lacks),
 * half the band high or smaller if it would be wider than 90 % of the band. Text is drawn as glyph
 * outlines, so an SVG carries no font and no external reference.
 *
 * @example
 * ```ts
 * setCaption("Scan me", { x: 6, y: 258, w: 288, h: 42 }).path; // "M..."
 * ```
 */
export function setCaption(text: string, band: Box): Caption {
  let size = band.h * TEXT_HEIGHT * 1.35;
  const measured = shapeText(text, "bold", size).width;
  if (measured > band.w * TEXT_WIDTH) size *= (band.w * TEXT_WIDTH) / measured;
  const { runs, width } = shapeText(text, "bold", size);
  const left = band.x + (band.w - width) / 2;
  // Cap height of Noto Sans is about 0.714 em: centre the capitals in the band.
  const baseline = band.y + band.h / 2 + (size * 0.714) / 2;
  const glyphs = runs.flatMap((run) => placeGlyphs(run, size, left + run.x, baseline));
  return { polygons: glyphs.flatMap(glyphPolygons), path: glyphs.map(glyphPath).join(""), glyphs };
}

/**
 * Adds a caption's glyph outlines to a vector path in image pixels, as {@link Caption.path} draws them in
 * SVG (TrueType's quadratic curves as the equal cubic ones), to be filled by the nonzero rule.
 *
 * @example
 * ```ts
 * captionVector(out, setCaption("Scan me", band));
 * out.fill();
 * ```
 */
export function captionVector(out: VectorWriter, caption: Caption): void {
  for (const { commands, scale, x, y } of caption.glyphs) {
    let px = 0;
    let py = 0;
    for (const { command, args } of commands) {
      const a = args.map((v, i) => (i % 2 === 0 ? x + v * scale : y - v * scale));
      const [ex, ey] = a.slice(-2) as [number, number];
      if (command === "moveTo") out.moveTo(ex, ey);
      else if (command === "lineTo") out.lineTo(ex, ey);
      else if (command === "quadraticCurveTo") quadraticTo(out, px, py, a[0] as number, a[1] as number, ex, ey);
      else if (command === "bezierCurveTo")
        out.curveTo(a[0] as number, a[1] as number, a[2] as number, a[3] as number, ex, ey);
      else {
        out.closePath();
        continue;
      }
      px = ex;
      py = ey;
    }
  }
}
