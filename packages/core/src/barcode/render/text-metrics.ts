import { bwipFontLibrary } from "../engine/bwip-js.js";
import { type GlyphBox, hasOcrBGlyph, ocrBBox } from "./ocr-b-box.js";

/** Extent of a run of text at a font size, in pixels (or points: the units of `size`). */
export interface TextMetrics {
  /** From the left edge of the first glyph to the right edge of the last. */
  readonly width: number;
  /** Highest point above the baseline. */
  readonly ascent: number;
  /** Lowest point below the baseline. */
  readonly descent: number;
  /** How far the pen moves: every glyph's advance, and `gap` between glyphs. */
  readonly advance: number;
}

/** bwip-js's font library renders no glyph smaller than this (it clamps smaller requests). */
export const MIN_TEXT_SIZE = 8;

/** bwip-js's font ids by name: its lookup is a search each time. */
const fontIds = new Map<string, number>();

/**
 * bwip-js's font id of `font`, for glyphs our own OCR-B table does not hold.
 *
 * @example
 * ```ts
 * bwipFontId("OCR-A"); // 0
 * ```
 */
export function bwipFontId(font: string): number {
  let fontId = fontIds.get(font);
  if (fontId === undefined) {
    fontId = bwipFontLibrary().lookup(font);
    fontIds.set(font, fontId);
  }
  return fontId;
}

/**
 * Whether `font` draws `code` from our own OCR-B table: BWIPP asks for any font by name, and bwip-js draws
 * every name but OCR-A in OCR-B.
 *
 * @example
 * ```ts
 * ownOcrBGlyph("OCR-B", 0x41); // true
 * ownOcrBGlyph("OCR-A", 0x41); // false
 * ```
 */
export function ownOcrBGlyph(font: string, code: number): boolean {
  return hasOcrBGlyph(code) && font.toUpperCase() !== "OCR-A";
}

/**
 * A glyph's box and advance at `size`: printable ASCII in OCR-B from our own table, anything else (OCR-A,
 * other characters) from bwip-js's font library, loaded for it.
 *
 * @example
 * ```ts
 * glyphBox("OCR-B", 0x30, 10); // { advance: 6, left: 0, width: 6, top: 7, height: 8 }
 * ```
 */
export function glyphBox(font: string, code: number, size: number): GlyphBox {
  return ownOcrBGlyph(font, code) ? ocrBBox(code, size) : bwipGlyphBox(font, code, size);
}

/**
 * bwip-js's boxes by font, size and character code: its `getglyph` renders the glyph each time, and OCR-A text
 * (the ISBN line) is measured several times a barcode. Cleared past a few thousand glyphs.
 */
const bwipBoxes = new Map<string, GlyphBox>();
const MAX_BWIP_BOXES = 4096;

function bwipGlyphBox(font: string, code: number, size: number): GlyphBox {
  const key = `${font} ${size} ${code}`;
  let box = bwipBoxes.get(key);
  if (!box) {
    const { advance, left, width, top, height } = bwipFontLibrary().getglyph(bwipFontId(font), code, size, size);
    box = { advance, left, width, top, height };
    if (bwipBoxes.size >= MAX_BWIP_BOXES) bwipBoxes.clear();
    bwipBoxes.set(key, box);
  }
  return box;
}

/**
 * Measures text the way bwip-js does, with its own embedded fonts (OCR-B, OCR-A), glyph by glyph: OCR-B's
 * advances differ by a few font units between digits, letters and punctuation, and its boxes by glyph, and
 * both decide where the bars land.
 *
 * @example
 * ```ts
 * measureText("ABC", "OCR-B", 10); // { width: 17, ascent: 7, descent: 1, advance: 18 }
 * ```
 */
export function measureText(text: string, font: string, size: number, gap = 0): TextMetrics {
  let advance = 0;
  let ascent = 0;
  let descent = 0;
  let right = 0;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) as number;
    if (i > 0) advance += gap;
    i += code > 0xffff ? 2 : 1;
    const box = glyphBox(font, code, size);
    right = advance + box.left + box.width;
    advance += box.advance;
    if (box.top > ascent) ascent = box.top;
    if (box.height - box.top > descent) descent = box.height - box.top;
  }
  return { width: right, ascent, descent, advance };
}
