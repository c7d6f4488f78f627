import type { GlyphSegment } from "../barcode/engine/bwip-js.js";
import type { Ink } from "../color/cmyk-color.js";
import type { Rgb } from "../color/hex-color.js";
import { glyphPath } from "./glyph-path.js";
import { channel, coordinate } from "./vector-numbers.js";
import { shadingDictionary } from "./vector-shading.js";

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
  /** Intersects the clip with the path by the nonzero rule and ends the path unpainted: `W n` or `clip newpath`. */
  readonly clip: string;
  /** The same by the even-odd rule: `W* n` or `eoclip newpath`. */
  readonly evenOddClip: string;
  /** Maps the unit square onto `x y width height` (formatted) in the current space: `cm` or `concat`. */
  readonly unitSquare: (x: string, y: string, width: string, height: string) => string;
  /**
   * Paints a shading over the clip: PDF names the resource (`/Sh0 sh`), PostScript writes the dictionary
   * in place (`<< ... >> shfill`).
   */
  readonly shade: (name: string, dictionary: string) => string;
  /**
   * Paints an image into the unit square, its first row at `y = 0`: PDF names the resource (`/Im0 Do`),
   * PostScript writes the `image` operator with its samples in place.
   */
  readonly image: (name: string, image: VectorImage) => string;
}

/** A colour at a position (0 to 1) along a gradient. */
export interface VectorStop {
  readonly offset: number;
  readonly color: Rgb;
}

/**
 * A gradient in pixels (y down): axial along `coords` `[x1, y1, x2, y2]`, or radial from the centre
 * outwards, `coords` `[cx, cy, r]`; stops in order of offset, the end colours carried on beyond them.
 */
export interface VectorGradient {
  readonly kind: "axial" | "radial";
  readonly coords: readonly number[];
  readonly stops: readonly VectorStop[];
}

/**
 * A raster image to place in a vector file: `width` x `height` samples, first row at the top, either
 * 8-bit RGB (with an 8-bit `alpha` when any sample is not opaque) or a JPEG's own bytes (baseline or
 * progressive, greyscale or YCbCr), which both formats decode themselves (`DCTDecode`).
 */
export type VectorImage =
  | {
      readonly kind: "rgb";
      readonly width: number;
      readonly height: number;
      readonly rgb: Uint8Array;
      readonly alpha?: Uint8Array;
    }
  | {
      readonly kind: "jpeg";
      readonly width: number;
      readonly height: number;
      readonly jpeg: Uint8Array;
      readonly components: 1 | 3;
    };

/**
 * What a page refers to besides its content: shading dictionaries (`/Sh0`, `/Sh1` ...) and images
 * (`/Im0` ...), by index. PDF writes them as resources; PostScript wrote them in place and needs
 * LanguageLevel 3 (`shfill`, `FlateDecode`) when there are any.
 */
export interface VectorResources {
  readonly shadings: readonly string[];
  readonly images: readonly VectorImage[];
  /** The fonts the content's text was shown in, where the format embeds them. */
  readonly fonts?: EmbeddedFonts | undefined;
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
  /**
   * Fills the path `draw` writes (with no path pending) with a gradient, by the nonzero or even-odd rule:
   * the path clips a shading (PDF axial or radial shading, PostScript `shfill`), so the colours are the
   * file's own smooth blend, not bands.
   */
  shade(gradient: VectorGradient, evenOdd: boolean, draw: (out: VectorWriter) => void): this;
  /** Places an image stretched to the box `x y width height` (the caller keeps its aspect). */
  image(image: VectorImage, x: number, y: number, width: number, height: number): this;
}

/**
 * A vector file format: its operators and the document it wraps a content stream in, one page of
 * `width` x `height` pixels at 0.75 pt each (1 CSS px), the content drawn in pixels with y down.
 */
export interface VectorFormat {
  readonly operators: VectorOperators;
  /** A new set of fonts for one document, where the format shows text in embedded fonts; absent: outlines. */
  readonly fonts?: () => EmbeddedFonts;
  /** The file around `content`, with what the content refers to (gradients, images, fonts). */
  document(content: string, width: number, height: number, resources: VectorResources): Uint8Array;
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
   * Whether a path is being written to clip: PostScript's `rectfill` would paint it, so rectangles are drawn
   * as paths.
   */
  private clipping = false;
  /** What the content refers to: shading dictionaries and images, named by index. */
  readonly resources: { shadings: string[]; images: VectorImage[] } = { shadings: [], images: [] };

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
    if (this.clipping && this.ops.rectPaints)
      return this.moveTo(x, y)
        .lineTo(x + width, y)
        .lineTo(x + width, y + height)
        .lineTo(x, y + height)
        .closePath();
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

  shade(gradient: VectorGradient, evenOdd: boolean, draw: (out: VectorWriter) => void): this {
    const name = `Sh${this.resources.shadings.length}`;
    const dictionary = shadingDictionary(gradient);
    this.resources.shadings.push(dictionary);
    this.text += `${this.ops.save}\n`;
    this.clipping = true;
    draw(this);
    this.clipping = false;
    this.pending = false;
    this.text += `${evenOdd ? this.ops.evenOddClip : this.ops.clip}\n${this.ops.shade(name, dictionary)}\n${this.ops.restore}\n`;
    return this;
  }

  image(image: VectorImage, x: number, y: number, width: number, height: number): this {
    const name = `Im${this.resources.images.length}`;
    this.resources.images.push(image);
    const c = coordinate;
    const { save, unitSquare, restore } = this.ops;
    this.text += `${save}\n${unitSquare(c(x), c(y), c(width), c(height))}\n${this.ops.image(name, image)}\n${restore}\n`;
    return this;
  }

  private path(operation: string): this {
    this.text += operation;
    this.pending = true;
    return this;
  }
}

/**
 * How far, as a share of the radius, a cubic Bézier's control points lie along the tangents to draw a
 * quarter circle: 4/3 (sqrt 2 - 1), off the true circle by at most 0.03 % of the radius.
 *
 * @example
 * ```ts
 * out.curveTo(x + r * KAPPA, y, ...); // the first control point of a quarter circle from (x, y)
 * ```
 */
export const KAPPA = 0.5522847498;

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
 * Adds a quadratic Bézier curve (TrueType's) from `(x0, y0)` through the control point `(cx, cy)` to `(x, y)`
 * as the cubic curve PDF and PostScript draw: control points two thirds of the way from each end to the
 * quadratic's, which is the same curve exactly.
 *
 * @example
 * ```ts
 * quadraticTo(out, 0, 0, 5, 10, 10, 0); // out.curveTo(3.33, 6.67, 6.67, 6.67, 10, 0)
 * ```
 */
export function quadraticTo<W extends VectorWriter>(
  out: W,
  x0: number,
  y0: number,
  cx: number,
  cy: number,
  x: number,
  y: number,
): W {
  const t = 2 / 3;
  return out.curveTo(x0 + t * (cx - x0), y0 + t * (cy - y0), x + t * (cx - x), y + t * (cy - y), x, y);
}

/**
 * Draws one page of `width` x `height` pixels in a vector format: the background filled edge to edge (none
 * when it is `undefined`: transparent), then whatever `draw` writes: filled shapes, gradients and images
 * and text in the format's embedded fonts (PDF) or as outlines (EPS).
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
  background: Ink | undefined,
  draw: (out: VectorWriter) => void,
): Uint8Array {
  const fonts = format.fonts?.();
  const out = new VectorContent(format.operators, fonts);
  if (background) out.colour(background).rect(0, 0, width, height).fill();
  draw(out);
  return format.document(out.text, width, height, { ...out.resources, fonts });
}
