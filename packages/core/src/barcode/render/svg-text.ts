import type { Rgb } from "../../color/hex-color.js";
import type { PixelText } from "./bar-pixels.js";
import type { SvgWriter } from "./svg-writer.js";

/**
 * The fonts a viewer is asked for, OCR-B first under the names it is installed as: OCR-B is monospaced, so a
 * stand-in monospace font fitted to the same width keeps every character in its place.
 */
const FONT_FAMILY = "OCR-B, 'OCR B', OCRB, monospace";

/**
 * CSS font size per pixel of text size: bwip-js scales OCR-B by size / 1106 font units (its ascent), y by
 * 96 % of that, and an OCR-B font has an em of 1000 units, so the letters stand as tall as the outlines'.
 */
const EM_PER_SIZE = 960 / 1106;

/** Characters markup must not hold as they are; the rest of ASCII is written as is. */
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** Writes text as character data: ASCII as is, markup characters as entities, the rest as character references. */
function writeCharacters(out: SvgWriter, text: string): void {
  for (const c of text) {
    const code = c.codePointAt(0) as number;
    // bwip-js prints control characters as a space, and XML has no place for most of them.
    if (code < 32) out.ascii(" ");
    else if (code > 126) out.ascii(`&#${code};`);
    else out.ascii(ENTITIES[c] ?? c);
  }
}

/**
 * Writes placed runs of text as SVG `<text>` in an OCR-B font stack, each where the outlines would be drawn
 * (pen at `x`, baseline at `y`) and fitted to their advance (`textLength`, glyphs stretched too), so the text
 * fills the same width whatever font the viewer has. Runs of blanks are left out, as outlines leave them out.
 *
 * @example
 * ```ts
 * writeTextElements(out, barPixels(symbol, layout, 400, 200).texts, black);
 * // <g fill="#000000" font-family="OCR-B, ..." xml:space="preserve"><text x="49" y="196" font-size="19.1" ...
 * ```
 */
export function writeTextElements(out: SvgWriter, texts: readonly PixelText[], colour: Rgb): void {
  let open = false;
  for (const t of texts) {
    if (!t.run.text.trim()) continue;
    if (!open) {
      out.ascii('<g fill="').colour(colour).ascii(`" font-family="${FONT_FAMILY}" xml:space="preserve">`);
      open = true;
    }
    out.ascii('<text x="').int(t.x).ascii('" y="').int(t.y).ascii('" font-size="');
    out.tenths(Math.round(t.size * EM_PER_SIZE * 10));
    out.ascii('" textLength="');
    out.tenths(Math.round(t.advance * 10));
    out.ascii('" lengthAdjust="spacingAndGlyphs">');
    writeCharacters(out, t.run.text);
    out.ascii("</text>");
  }
  if (open) out.ascii("</g>");
}
