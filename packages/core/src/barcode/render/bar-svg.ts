import { latin1Bytes } from "#platform";
import type { Rgb } from "../../color/hex-color.js";
import type { BarPixels } from "./bar-pixels.js";
import { writeTextOutlines } from "./glyph-text.js";
import { SvgBytes } from "./svg-bytes.js";

/** One writer, reused: an image is written in one synchronous call, then copied out. */
const writer = new SvgBytes(1 << 15);

/** The fixed markup, encoded once: copying it measured faster than writing it character by character. */
const fragment = (s: string) => latin1Bytes(s);
const OPEN = fragment('<svg xmlns="http://www.w3.org/2000/svg" width="');
const HEIGHT = fragment('" height="');
const VIEW_BOX = fragment('" viewBox="0 0 ');
const BACKGROUND = fragment('"><rect width="');
const FILL = fragment('" fill="');
const BARS = fragment('"/><path fill="');
const BARS_DATA = fragment('" shape-rendering="crispEdges" d="');
const TEXT = fragment('<path fill="');
const DATA = fragment('" d="');

/**
 * Writes resolved bars and text as SVG of exactly `width` x `height`, in pixel units, so the SVG has
 * the same geometry as the PNG: bars as one crisp-edged path, text as one path of glyph outlines (each
 * glyph an absolute move to its first point followed by its cached relative path data). The markup is
 * written straight into bytes (ASCII throughout).
 *
 * @example
 * ```ts
 * const svg = renderBarsSvg(barPixels(symbol, layout, 400, 200), 400, 200, black, white);
 * ```
 */
export function renderBarsSvg(pixels: BarPixels, width: number, height: number, bar: Rgb, background: Rgb): Buffer {
  const out = writer.reset();
  out.bytes(OPEN).int(width).bytes(HEIGHT).int(height).bytes(VIEW_BOX).int(width).ascii(" ").int(height);
  out.bytes(BACKGROUND).int(width).bytes(HEIGHT).int(height).bytes(FILL).colour(background);
  out.bytes(BARS).colour(bar).bytes(BARS_DATA);
  for (const r of pixels.rects) out.rect(r.x, r.y, r.width, r.height);
  out.ascii('"/>');
  if (pixels.texts.length) {
    // Written optimistically: a text of blanks only takes the path element back out.
    const start = out.length;
    out.bytes(TEXT).colour(bar).bytes(DATA);
    let drawn = false;
    for (const t of pixels.texts) {
      if (writeTextOutlines(out, t)) drawn = true;
    }
    if (drawn) out.ascii('"/>');
    else out.truncate(start);
  }
  return out.ascii("</svg>").finish();
}
