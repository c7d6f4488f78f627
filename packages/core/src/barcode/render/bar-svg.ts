import type { Rgb } from "../../color/hex-color.js";
import type { BarPixels, PixelRect } from "./bar-pixels.js";
import type { TextOutliner } from "./outline-font.js";
import { writeTextElements } from "./svg-text.js";
import type { SvgWriter } from "./svg-writer.js";

/** Tops and heights of the bands of one image, reused (an image is written in one synchronous call). */
const bandTops: number[] = [];
const bandHeights: number[] = [];

/**
 * Writes rectangles as one path per band of rectangles of the same top and height: each a horizontal
 * line through the band's middle, stroked as wide as the band is tall, so a bar costs `m{gap} 0h{width}`
 * (6 to 8 bytes) rather than a closed outline (about 20). Butt caps end each line exactly on the bar's
 * edges. A barcode has one to three bands (EAN guard bars, add-ons, bearer bars).
 */
function writeBands(out: SvgWriter, rects: readonly PixelRect[]): void {
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
    out.ascii(i ? '"/><path stroke-width="' : '"><path stroke-width="');
    out.int(height).ascii('" d="');
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
function writeOutlines(out: SvgWriter, pixels: BarPixels, bar: Rgb, font: TextOutliner): void {
  // Written optimistically: a text of blanks only takes the path element back out.
  const start = out.length;
  out.ascii('<path fill="').colour(bar).ascii('" d="');
  let drawn = false;
  for (const t of pixels.texts) {
    if (font.writeOutlines(out, t)) drawn = true;
  }
  if (drawn) out.ascii('"/>');
  else out.truncate(start);
}

/**
 * Writes resolved bars and text as SVG of exactly `width` x `height` into `out`, in pixel units, so the SVG
 * has the same geometry as the PNG: bars as crisp-edged stroked lines ({@link writeBands}); text as `<text>`
 * elements in an OCR-B font stack, or with `font` as one path of its glyph outlines (each glyph an absolute
 * move to its first point followed by its cached relative path data). The markup is ASCII throughout.
 *
 * @example
 * ```ts
 * const svg = writeBarsSvg(new SvgString(), barPixels(symbol, layout, 400, 200), 400, 200, black, white, ocrB).text;
 * ```
 */
export function writeBarsSvg<W extends SvgWriter>(
  out: W,
  pixels: BarPixels,
  width: number,
  height: number,
  bar: Rgb,
  background: Rgb,
  font?: TextOutliner,
): W {
  out.ascii('<svg xmlns="http://www.w3.org/2000/svg" width="').int(width).ascii('" height="').int(height);
  out.ascii('" viewBox="0 0 ').int(width).ascii(" ").int(height).ascii('"><rect width="').int(width);
  out.ascii('" height="').int(height).ascii('" fill="').colour(background).ascii('"/>');
  if (pixels.rects.length) {
    out.ascii('<g fill="none" shape-rendering="crispEdges" stroke="').colour(bar);
    writeBands(out, pixels.rects);
    out.ascii('"/></g>');
  }
  if (pixels.texts.length) {
    if (font) writeOutlines(out, pixels, bar, font);
    else writeTextElements(out, pixels.texts, bar);
  }
  return out.ascii("</svg>");
}
