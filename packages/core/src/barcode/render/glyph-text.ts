import type { GlyphRun, RunGlyph } from "../../render/vector-writer.js";
import { bwipFontLibrary, type GlyphSegment } from "../engine/bwip-js.js";
import type { PixelText } from "./bar-pixels.js";
import { type GlyphOutline, glyphOutline } from "./glyph-outline.js";
import { ocrBPaths } from "./ocr-b-font.js";
import { rasterizeOutline } from "./rasterize-outline.js";
import type { SvgWriter } from "./svg-writer.js";
import { bwipFontId, glyphBox, ownOcrBGlyph } from "./text-metrics.js";

/** Coverage (0..255) from which a glyph pixel is drawn: text stays two-colour and crisp. */
const COVERAGE_THRESHOLD = 100;

/** A glyph at one font and size, reduced to what drawing needs; pixels and outline on first use. */
interface CachedGlyph {
  readonly code: number;
  /** Drawn from our own OCR-B table (printable ASCII), not bwip-js's font library. */
  readonly own: boolean;
  readonly advance: number;
  /** Dark pixels as (x, y) pairs relative to the pen position and baseline. */
  pixels?: Int16Array;
  /** The outline as SVG path data. */
  outline?: GlyphOutline;
  /** The outline as segments, y up from the baseline, for the vector formats. */
  segments?: readonly GlyphSegment[];
}

/**
 * The glyphs of one font at one size, by character code: Latin-1 in an array, the rest in a map. OCR-B's
 * printable ASCII comes from our own table, everything else from bwip-js's font library (`glyphBox`).
 */
interface GlyphTable {
  readonly font: string;
  readonly size: number;
  readonly latin1: (CachedGlyph | undefined)[];
  readonly others: Map<number, CachedGlyph>;
}

/**
 * Glyph tables by font and size. Text sizes follow image heights, so the cache is bounded: it is
 * cleared when it holds more than a few thousand glyphs. Formatting a glyph's outline from bwip-js's
 * font library takes tens of microseconds; a cached glyph is one map lookup per character (the table
 * is looked up once per run of text).
 */
const MAX_CACHED = 4096;
const tables = new Map<string, Map<number, GlyphTable>>();
let cachedCount = 0;

/** The table looked up last: the runs of one barcode share a font and a size or two. */
let lastTable: GlyphTable | undefined;
let lastFont = "";

/**
 * The glyph table of a font at a size: the last one again, or two map lookups on keys that need no
 * string building.
 */
function glyphTable(font: string, size: number): GlyphTable {
  if (lastTable && lastTable.size === size && lastFont === font) return lastTable;
  let sizes = tables.get(font);
  if (!sizes) {
    sizes = new Map();
    tables.set(font, sizes);
  }
  let table = sizes.get(size);
  if (!table) {
    table = { font, size, latin1: new Array(256).fill(undefined), others: new Map() };
    sizes.set(size, table);
  }
  lastTable = table;
  lastFont = font;
  return table;
}

function cachedGlyph(table: GlyphTable, code: number): CachedGlyph {
  let cached = code < 256 ? table.latin1[code] : table.others.get(code);
  if (cached) return cached;
  cached = {
    code,
    own: ownOcrBGlyph(table.font, code),
    advance: glyphBox(table.font, code, table.size).advance,
  };
  if (cachedCount >= MAX_CACHED) {
    // Tables a caller holds stay usable: they are emptied and dropped, not broken.
    for (const sizes of tables.values()) {
      for (const t of sizes.values()) {
        t.latin1.fill(undefined);
        t.others.clear();
      }
    }
    tables.clear();
    lastTable = undefined;
    cachedCount = 0;
  }
  if (code < 256) table.latin1[code] = cached;
  else table.others.set(code, cached);
  cachedCount++;
  return cached;
}

/** Calls `visit(glyph, pen)` for each character of `text`, the pen starting at `x`. */
function forEachGlyph(
  table: GlyphTable,
  text: string,
  x: number,
  gap: number,
  visit: (glyph: CachedGlyph, pen: number) => void,
): void {
  let pen = x;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) as number;
    i += code > 0xffff ? 2 : 1;
    const glyph = cachedGlyph(table, code);
    visit(glyph, pen);
    pen += glyph.advance + gap;
  }
}

/** A glyph's outline at the table's size, y up from the baseline: from our OCR-B table or bwip-js's font library. */
function glyphSegments(table: GlyphTable, glyph: CachedGlyph): GlyphSegment[] {
  return glyph.own
    ? ocrBPaths(glyph.code, table.size)
    : bwipFontLibrary().getpaths(bwipFontId(table.font), glyph.code, table.size, table.size);
}

/** A glyph's pixels at or above the coverage threshold, relative to its pen position and baseline. */
function glyphPixels(table: GlyphTable, glyph: CachedGlyph): Int16Array {
  if (glyph.pixels) return glyph.pixels;
  if (glyph.own) {
    glyph.pixels = rasterizeOutline(ocrBPaths(glyph.code, table.size));
    return glyph.pixels;
  }
  const { bytes, offset, width, height, left, top } = bwipFontLibrary().getglyph(
    bwipFontId(table.font),
    glyph.code,
    table.size,
    table.size,
  );
  const dark: number[] = [];
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      if ((bytes[offset + j * width + i] as number) >= COVERAGE_THRESHOLD) dark.push(left + i, j - top);
    }
  }
  glyph.pixels = Int16Array.from(dark);
  return glyph.pixels;
}

/**
 * Calls `plot(x, y)` for every pixel of `text` drawn with its left edge at `x` and baseline at `y`,
 * thresholding the font's anti-aliased coverage so the text keeps the image two-colour.
 *
 * @example
 * ```ts
 * forEachTextPixel("123", "OCR-B", 24, 10, 180, 0, (x, y) => setBit(x, y));
 * ```
 */
export function forEachTextPixel(
  text: string,
  font: string,
  size: number,
  x: number,
  y: number,
  gap: number,
  plot: (x: number, y: number) => void,
): void {
  const table = glyphTable(font, size);
  forEachGlyph(table, text, x, gap, (glyph, pen) => {
    const pixels = glyphPixels(table, glyph);
    for (let k = 0; k < pixels.length; k += 2) plot(pen + (pixels[k] as number), y + (pixels[k + 1] as number));
  });
}

/**
 * Writes a placed run of text as SVG path data of glyph outlines, left edge at `x`, baseline at `y`: each
 * glyph an absolute move to its first point followed by its compact relative outline ({@link GlyphOutline}),
 * formatted once per font, size and character and copied from then on. The same glyphs as the PNG, scalable and
 * needing no font on the viewer's side. Returns whether anything was written (not for blanks).
 *
 * @example
 * ```ts
 * writeTextOutlines(out, barPixels(symbol, layout, 400, 200).texts[0]); // M10.7 174.2q...zM25.3 ...
 * ```
 */
export function writeTextOutlines(out: SvgWriter, placed: PixelText): boolean {
  const { run, size, x, y, gap } = placed;
  const { text } = run;
  const table = glyphTable(run.font, size);
  let pen = x;
  let written = false;
  // A loop of its own rather than forEachGlyph: this runs for every character of every SVG barcode.
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) as number;
    i += code > 0xffff ? 2 : 1;
    const glyph = cachedGlyph(table, code);
    glyph.outline ??= glyphOutline(glyphSegments(table, glyph));
    const outline = glyph.outline;
    if (outline.body.length) {
      out.moveTo10(Math.round(pen * 10) + outline.x10, y * 10 + outline.y10).bytes(outline.body);
      written = true;
    }
    pen += glyph.advance + gap;
  }
  return written;
}

/**
 * A placed run of text as the vector formats draw it: its font and size as one object, pen and baseline, and
 * each glyph with its code point, advance and outline (y up from the baseline, as bwip-js's `getpaths` gives
 * it, unrounded: the outlines {@link writeTextOutlines} writes as SVG), read once per font, size and character
 * and kept with the glyph, which is the same object while it is cached.
 *
 * @example
 * ```ts
 * out.glyphs(glyphRun(barPixels(symbol, layout, 400, 200).texts[0]));
 * ```
 */
export function glyphRun(placed: PixelText): GlyphRun {
  const table = glyphTable(placed.run.font, placed.size);
  const glyphs: RunGlyph[] = [];
  forEachGlyph(table, placed.run.text, placed.x, placed.gap, (glyph) => {
    glyph.segments ??= glyphSegments(table, glyph);
    // Its segments are set on the line above: a glyph of the run as the writer takes it.
    glyphs.push(glyph as RunGlyph);
  });
  return { font: table, x: placed.x, y: placed.y, gap: placed.gap, glyphs };
}
