import type { GlyphSegment } from "../engine/bwip-js.js";
import { ocrBScales } from "./ocr-b-box.js";
import { OCR_B_OUTLINES } from "./ocr-b-glyphs.js";

/** TrueType outlines hold lines and quadratic curves only. */
type QuadraticSegment = Exclude<GlyphSegment, { type: "C" }>;

const parsed: (readonly QuadraticSegment[] | undefined)[] = [];

const FIRST = 32;

/** Reads a table entry: `M`/`L` with a point and `Q` with a control point, each relative; font units, y up. */
function parse(entry: string): QuadraticSegment[] {
  const segments: QuadraticSegment[] = [];
  let x = 0;
  let y = 0;
  for (const command of entry.split(/(?=[MLQ])/)) {
    if (!command) continue;
    const n = command.slice(1).split(",").map(Number) as number[];
    if (command[0] === "Q") {
      const cx = x + (n[0] as number);
      const cy = y + (n[1] as number);
      x = cx + (n[2] as number);
      y = cy + (n[3] as number);
      segments.push({ type: "Q", x, y, cx, cy });
    } else {
      x += n[0] as number;
      y += n[1] as number;
      segments.push({ type: command[0] as "M" | "L", x, y });
    }
  }
  return segments;
}

/** The outline of `code` (control characters print as a space, as in bwip-js), printable ASCII only. */
function segments(code: number): readonly QuadraticSegment[] {
  const index = Math.max(code, FIRST) - FIRST;
  let found = parsed[index];
  if (!found) {
    found = parse(OCR_B_OUTLINES[index] as string);
    parsed[index] = found;
  }
  return found;
}

/**
 * An OCR-B glyph's outline at `size` in pixels, y up from the baseline, as bwip-js's `getpaths` gives it, for
 * a code `hasOcrBGlyph` holds.
 *
 * @example
 * ```ts
 * ocrBPaths(0x2d, 10)[0]; // { type: "M", x: ..., y: ... }
 * ```
 */
export function ocrBPaths(code: number, size: number): GlyphSegment[] {
  const [sx, sy] = ocrBScales(size);
  return segments(code).map(
    (s): GlyphSegment =>
      s.type === "Q"
        ? { type: "Q", x: s.x * sx, y: s.y * sy, cx: s.cx * sx, cy: s.cy * sy }
        : { type: s.type, x: s.x * sx, y: s.y * sy },
  );
}
