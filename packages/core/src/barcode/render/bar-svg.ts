import { latin1Bytes } from "#platform";
import type { Rgb } from "../../color/hex-color.js";
import type { BarPixels, PixelRect } from "./bar-pixels.js";
import type { TextOutliner } from "./outline-font.js";
import { SvgBytes } from "./svg-bytes.js";
import { writeTextElements } from "./svg-text.js";

/** One writer, reused: an image is written in one synchronous call and cut from the writer's slab. */
const writer = new SvgBytes();

/** The fixed markup, encoded once: copying it measured faster than writing it character by character. */
const fragment = (s: string) => latin1Bytes(s);
const OPEN = fragment('<svg xmlns="http://www.w3.org/2000/svg" width="');
const HEIGHT = fragment('" height="');
const VIEW_BOX = fragment('" viewBox="0 0 ');
const BACKGROUND = fragment('"><rect width="');
const FILL = fragment('" fill="');
const CLOSE = fragment('"/>');
const BARS = fragment('<g fill="none" shape-rendering="crispEdges" stroke="');
const BAND = fragment('"><path stroke-width="');
const NEXT_BAND = fragment('"/><path stroke-width="');
const BARS_END = fragment('"/></g>');
const TEXT = fragment('<path fill="');
const DATA = fragment('" d="');

/** Tops and heights of the bands of one image, reused (an image is written in one synchronous call). */
const bandTops: number[] = [];
const bandHeights: number[] = [];

/**
 * Writes rectangles as one path per band of rectangles of the same top and height: each a horizontal
 * line through the band's middle, stroked as wide as the band is tall, so a bar costs `m{gap} 0h{width}`
 * (6 to 8 bytes) rather than a closed outline (about 20). Butt caps end each line exactly on the bar's
 * edges. A barcode has one to three bands (EAN guard bars, add-ons, bearer bars).
 */
function writeBands(out: SvgBytes, rects: readonly PixelRect[]): void {
  bandTops.length = 0;
  bandHeights.length = 0;
  for (const r of rects) {
    let i = 0;
    while (i < bandTops.length && (bandTops[i] !== r.y || bandHeights[i] !== r.height)) i++;
    if (i === bandTops.length) {
      bandTops.push(r.y);
      bandHeights.push(r.height);
    }
  }
  for (let i = 0; i < bandTops.length; i++) {
    const top = bandTops[i] as number;
    const height = bandHeights[i] as number;
    out.bytes(i ? NEXT_BAND : BAND);
    out.int(height).bytes(DATA);
    let end = Number.NaN;
    for (const r of rects) {
      if (r.y !== top || r.height !== height) continue;
      if (Number.isNaN(end)) out.line(r.x, top * 10 + height * 5, r.width);
      else out.nextLine(r.x - end, r.width);
      end = r.x + r.width;
    }
  }
}

/** Writes the text as one path of `font`'s glyph outlines; nothing if all of it is blank. */
function writeOutlines(out: SvgBytes, pixels: BarPixels, bar: Rgb, font: TextOutliner): void {
  // Written optimistically: a text of blanks only takes the path element back out.
  const start = out.length;
  out.bytes(TEXT).colour(bar).bytes(DATA);
  let drawn = false;
  for (const t of pixels.texts) {
    if (font.writeOutlines(out, t)) drawn = true;
  }
  if (drawn) out.bytes(CLOSE);
  else out.truncate(start);
}

/**
 * Writes resolved bars and text as SVG of exactly `width` x `height`, in pixel units, so the SVG has
 * the same geometry as the PNG: bars as crisp-edged stroked lines ({@link writeBands}); text as `<text>`
 * elements in an OCR-B font stack, or with `font` as one path of its glyph outlines (each glyph an absolute
 * move to its first point followed by its cached relative path data). The markup is written straight into
 * bytes (ASCII throughout).
 *
 * @example
 * ```ts
 * const svg = renderBarsSvg(barPixels(symbol, layout, 400, 200), 400, 200, black, white, ocrB);
 * ```
 */
export function renderBarsSvg(
  pixels: BarPixels,
  width: number,
  height: number,
  bar: Rgb,
  background: Rgb,
  font?: TextOutliner,
): Uint8Array {
  const out = writer.reset();
  out.bytes(OPEN).int(width).bytes(HEIGHT).int(height).bytes(VIEW_BOX).int(width).ascii(" ").int(height);
  out.bytes(BACKGROUND).int(width).bytes(HEIGHT).int(height).bytes(FILL).colour(background).bytes(CLOSE);
  if (pixels.rects.length) {
    out.bytes(BARS).colour(bar);
    writeBands(out, pixels.rects);
    out.bytes(BARS_END);
  }
  if (pixels.texts.length) {
    if (font) writeOutlines(out, pixels, bar, font);
    else writeTextElements(out, pixels.texts, bar);
  }
  return out.ascii("</svg>").finish();
}
