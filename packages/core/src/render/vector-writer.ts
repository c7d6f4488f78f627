import type { GlyphSegment } from "../barcode/engine/bwip-js.js";
import type { Ink } from "../color/cmyk-color.js";
import { glyphPath } from "./glyph-path.js";

/**
 * A coordinate in pixels to a hundredth, in as few characters as `String` writes it: a hundredth of a pixel is
 * 0.0075 pt, far below what any printer places, and whole-pixel bars stay whole numbers.
 *
 * @example
 * ```ts
 * formatCoordinate(10.125); // "10.13"
 * ```
 */
export const formatCoordinate = (v: number): string => String(Math.round(v * 100) / 100);
const coordinate = formatCoordinate;

/** A colour channel (0 to 255) as a fraction to three places: every 8-bit value comes back as itself. */
const channel = (v: number): string => String(Math.round((v / 255) * 1000) / 1000);

/** An ink's coverage (0 to 1) to four places: a hundredth of a percent, finer than any screen ruling prints. */
const coverage = (v: number): string => String(Math.round(v * 10000) / 10000);

/**
 * The painting operators of one vector format, which both write in postfix form (operands, then the operator):
 * PDF's content-stream operators or PostScript's.
 */
export interface VectorOperators {
  /** Sets the fill colour from three fractions: `rg` or `setrgbcolor`. */
  readonly rgb: string;
  /** Sets the fill colour from four ink fractions (cyan, magenta, yellow, black): `k` or `setcmykcolor`. */
  readonly cmyk: string;
  /** Takes `x y width height`: PDF's `re` adds a rectangle to the path, PostScript's `rectfill` paints it. */
  readonly rect: string;
  /** Whether {@link VectorOperators.rect} paints at once (no path is left to fill). */
  readonly rectPaints: boolean;
  /** Starts a subpath at a point: `m` or `moveto`. */
  readonly moveTo: string;
  /** A straight line to a point: `l` or `lineto`. */
  readonly lineTo: string;
  /** A cubic Bézier curve to the last point, through two control points. */
  readonly curveTo: string;
  /** Closes the subpath with a line to its start: `h` or `closepath`. */
  readonly closePath: string;
  /** Fills the path by the nonzero winding rule, as SVG does by default. */
  readonly fill: string;
  /** Fills the path by the even-odd rule (rings). */
  readonly evenOddFill: string;
  /** Saves the graphics state: `q` or `gsave`. */
  readonly save: string;
  /** Moves the origin to `x y` (formatted): PDF's `1 0 0 1 x y cm` or PostScript's `x y translate`. */
  readonly translate: (x: string, y: string) => string;
  /** Restores the graphics state saved last: `Q` or `grestore`. */
  readonly restore: string;
}

/** One glyph of a {@link GlyphRun}: the same object for the same font, size and character. */
export interface RunGlyph {
  /** The character's code point. */
  readonly code: number;
  /** How far the pen moves past it, in pixels (before the run's gap). */
  readonly advance: number;
  /** Its outline in pixels, y up from the pen on the baseline; empty for a blank. */
  readonly segments: readonly GlyphSegment[];
}

/** A run of text placed on the page: glyphs of one font at one size, pen starting at `x` on baseline `y`. */
export interface GlyphRun {
  /** Stands for the font at this size: the same object for every run that shares them. */
  readonly font: object;
  readonly x: number;
  readonly y: number;
  /** Extra space after each glyph, in pixels. */
  readonly gap: number;
  readonly glyphs: readonly RunGlyph[];
}

/**
 * The fonts a format embeds to show text as text (PDF's Type 3 fonts): they collect the glyphs a document's
 * runs use, write the operations that show each run, and the font objects the document carries.
 */
export interface EmbeddedFonts {
  /** The content-stream operations that show `run` in the current fill colour, registering its new glyphs. */
  show(run: GlyphRun): string;
  /**
   * The document's font objects, numbered from `first`: their bodies in order, and the page's font resource
   * dictionary entry (`/Font<<...>>`), empty when no text was shown.
   */
  objects(first: number): { readonly resources: string; readonly bodies: readonly string[] };
}

/**
 * What the vector renderers draw into, in pixels with y down (the format's document maps them to points):
 * filled rectangles and filled paths in one colour at a time. {@link VectorContent} writes it for PDF and EPS.
 */
export interface VectorWriter {
  /** Sets the colour of what is filled next: its inks when it has them (CMYK), else its sRGB channels. */
  colour(ink: Ink): this;
  /** A filled rectangle; painted at the latest by the next {@link VectorWriter.fill}. */
  rect(x: number, y: number, width: number, height: number): this;
  /** Starts a subpath of the path filled next at `(x, y)`. */
  moveTo(x: number, y: number): this;
  /** Adds a straight line to `(x, y)`. */
  lineTo(x: number, y: number): this;
  /** Adds a cubic Bézier curve to `(x, y)` through the control points `(x1, y1)` and `(x2, y2)`. */
  curveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): this;
  /** Closes the subpath with a line back to its start. */
  closePath(): this;
  /** Paints the path and rectangles written since the last fill, by the nonzero rule or the even-odd rule. */
  fill(evenOdd?: boolean): this;
  /**
   * Fills a shape with its origin at `(x, y)` in the current colour: `draw` writes it relative to that origin
   * once per `key` and format, and the operations are copied from then on (a glyph of one font, size and
   * character). Call it with no path pending.
   */
  placed(key: object, x: number, y: number, draw: (out: VectorWriter) => void): this;
  /**
   * Draws a run of text in the current colour: as text in an embedded font where the format embeds one (PDF,
   * so that it can be selected, searched and extracted), else as each glyph's filled outline.
   */
  glyphs(run: GlyphRun): this;
}

/**
 * A vector file format: its operators and the document it wraps a content stream in, one page of
 * `width` x `height` pixels at 0.75 pt each (1 CSS px), the content drawn in pixels with y down.
 */
export interface VectorFormat {
  readonly operators: VectorOperators;
  /** A new set of fonts for one document, where the format shows text in embedded fonts; absent: outlines. */
  readonly fonts?: () => EmbeddedFonts;
  /** The file around `content`, with the fonts its text was shown in. */
  document(content: string, width: number, height: number, fonts?: EmbeddedFonts): Uint8Array;
}

/**
 * A page's size in points: 1 CSS pixel is 0.75 pt (96 px to 72 pt an inch), as a browser prints SVG.
 *
 * @example
 * ```ts
 * pagePoints(300); // 225
 * ```
 */
export function pagePoints(pixels: number): number {
  return pixels * 0.75;
}

/** The operations of each placed shape, by format and key: weak, so shapes dropped by their owner go too. */
const placedShapes = new Map<VectorOperators, WeakMap<object, string>>();

/**
 * Writes a content stream of one vector format as text (ASCII): numbers and operators, one operation a line.
 *
 * @example
 * ```ts
 * new VectorContent(PDF_FORMAT.operators).colour(black).rect(0, 0, 10, 10).fill().text; // "0 0 0 rg\n0 0 10 10 re\nf\n"
 * ```
 */
export class VectorContent implements VectorWriter {
  /** The content written. */
  text = "";
  /** Whether path data waits for a fill. */
  private pending = false;

  /**
   * @param ops - the format's operators
   * @param fonts - where {@link VectorContent.glyphs} registers the glyphs it shows as text; without it, text
   *   is drawn as outlines
   */
  constructor(
    private readonly ops: VectorOperators,
    private readonly fonts?: EmbeddedFonts,
  ) {}

  colour({ r, g, b, cmyk }: Ink): this {
    this.text += cmyk
      ? `${coverage(cmyk.c)} ${coverage(cmyk.m)} ${coverage(cmyk.y)} ${coverage(cmyk.k)} ${this.ops.cmyk}\n`
      : `${channel(r)} ${channel(g)} ${channel(b)} ${this.ops.rgb}\n`;
    return this;
  }

  rect(x: number, y: number, width: number, height: number): this {
    this.text += `${coordinate(x)} ${coordinate(y)} ${coordinate(width)} ${coordinate(height)} ${this.ops.rect}\n`;
    this.pending ||= !this.ops.rectPaints;
    return this;
  }

  moveTo(x: number, y: number): this {
    return this.path(`${coordinate(x)} ${coordinate(y)} ${this.ops.moveTo}\n`);
  }

  lineTo(x: number, y: number): this {
    return this.path(`${coordinate(x)} ${coordinate(y)} ${this.ops.lineTo}\n`);
  }

  curveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): this {
    const c = coordinate;
    return this.path(`${c(x1)} ${c(y1)} ${c(x2)} ${c(y2)} ${c(x)} ${c(y)} ${this.ops.curveTo}\n`);
  }

  closePath(): this {
    return this.path(`${this.ops.closePath}\n`);
  }

  fill(evenOdd = false): this {
    if (this.pending) this.text += `${evenOdd ? this.ops.evenOddFill : this.ops.fill}\n`;
    this.pending = false;
    return this;
  }

  placed(key: object, x: number, y: number, draw: (out: VectorWriter) => void): this {
    let shapes = placedShapes.get(this.ops);
    if (!shapes) {
      shapes = new WeakMap();
      placedShapes.set(this.ops, shapes);
    }
    let shape = shapes.get(key);
    if (shape === undefined) {
      const out = new VectorContent(this.ops);
      draw(out);
      shape = out.fill().text;
      shapes.set(key, shape);
    }
    const { save, translate, restore } = this.ops;
    this.text += `${save}\n${translate(coordinate(x), coordinate(y))}\n${shape}${restore}\n`;
    return this;
  }

  glyphs(run: GlyphRun): this {
    if (this.fonts) {
      this.text += this.fonts.show(run);
      return this;
    }
    let pen = run.x;
    for (const glyph of run.glyphs) {
      if (glyph.segments.length) this.placed(glyph, pen, run.y, (shape) => glyphPath(shape, glyph.segments, -1));
      pen += glyph.advance + run.gap;
    }
    return this;
  }

  private path(operation: string): this {
    this.text += operation;
    this.pending = true;
    return this;
  }
}

/** How far a cubic Bézier's control points lie along the tangents to draw a quarter circle (4/3 (sqrt 2 - 1)). */
const KAPPA = 0.5522847498;

/**
 * Adds a circle of radius `r` around `(cx, cy)` to the path, as four cubic curves (vector formats have no arc
 * in common), clockwise on the page from its leftmost point as SVG's two arcs draw it.
 *
 * @example
 * ```ts
 * circlePath(out, 50, 50, 10).fill();
 * ```
 */
export function circlePath<W extends VectorWriter>(out: W, cx: number, cy: number, r: number): W {
  const k = KAPPA * r;
  out.moveTo(cx - r, cy);
  out.curveTo(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
  out.curveTo(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
  out.curveTo(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
  out.curveTo(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
  return out.closePath();
}

/**
 * Draws one page of `width` x `height` pixels in a vector format: the background filled edge to edge, then
 * whatever `draw` writes: filled shapes, and text in the format's embedded fonts (PDF) or as outlines (EPS).
 *
 * @example
 * ```ts
 * const pdf = drawVector(PDF_FORMAT, 300, 300, white, (out) => out.colour(black).rect(10, 10, 20, 20).fill());
 * ```
 */
export function drawVector(
  format: VectorFormat,
  width: number,
  height: number,
  background: Ink,
  draw: (out: VectorWriter) => void,
): Uint8Array {
  const fonts = format.fonts?.();
  const out = new VectorContent(format.operators, fonts);
  out.colour(background).rect(0, 0, width, height).fill();
  draw(out);
  return format.document(out.text, width, height, fonts);
}
