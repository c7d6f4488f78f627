import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { requireOptional, resolveOptional } from "../errors/optional-dependency.js";
import { OPTIONAL_FEATURES } from "../errors/optional-features.js";
import { hasControlCharacter } from "../qr/fields/control-characters.js";

/** Weight of a piece of label text. */
export type FontRole = "regular" | "bold";

/** A font file of `@qrbar/label-fonts` (SIL Open Font License 1.1). */
export type FaceId = "sans-regular" | "sans-bold" | "jp-regular" | "jp-bold";

/** The font files, in the order a character looks for a glyph: Noto Sans first, then Noto Sans JP. */
const STACKS: Record<FontRole, readonly FaceId[]> = {
  regular: ["sans-regular", "jp-regular"],
  bold: ["sans-bold", "jp-bold"],
};

const FILES: Record<FaceId, string> = {
  "sans-regular": "NotoSans-Regular.ttf",
  "sans-bold": "NotoSans-Bold.ttf",
  "jp-regular": "NotoSansJP-Regular.ttf",
  "jp-bold": "NotoSansJP-Bold.ttf",
};

/** One drawing command of a glyph outline, in font units, y up (fontkit's `Path.commands`). */
export interface PathCommand {
  readonly command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath";
  readonly args: readonly number[];
}

/** What the label code uses of a fontkit glyph. */
interface FontkitGlyph {
  readonly id: number;
  readonly path: { readonly commands: readonly PathCommand[] };
}

/** What the label code uses of a fontkit font. */
interface FontkitFont {
  readonly unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): {
    readonly glyphs: readonly FontkitGlyph[];
    readonly positions: ReadonlyArray<{
      readonly xAdvance: number;
      readonly xOffset: number;
      readonly yOffset: number;
    }>;
    readonly advanceWidth: number;
  };
}

const faces = new Map<FaceId, FontkitFont>();

/**
 * The folder the fonts ship in: `fonts/` of `@qrbar/label-fonts`, an optional peer dependency (12 MB a
 * program that only generates codes does not download).
 */
function fontFolder(): string {
  const manifest = resolveOptional("@qrbar/label-fonts/package.json", OPTIONAL_FEATURES.label);
  return join(dirname(manifest), "fonts");
}

/** Loads a face on first use (fontkit and the file both), and keeps it parsed. */
function face(id: FaceId): FontkitFont {
  let loaded = faces.get(id);
  if (!loaded) {
    const fontkit = requireOptional<{ create(bytes: Buffer): FontkitFont }>("fontkit", OPTIONAL_FEATURES.label);
    loaded = fontkit.create(readFileSync(join(fontFolder(), FILES[id])));
    faces.set(id, loaded);
  }
  return loaded;
}

/**
 * A shipped font, parsed once per process, for embedding: pdfkit takes a fontkit font as it is and
 * subsets it per document. Handing it the file's bytes instead made it parse the font again for every
 * PDF (the Berlin-to-Tokyo label: 108-115 ms a PDF that way).
 *
 * @example
 * ```ts
 * doc.registerFont("jp-regular", embeddableFont("jp-regular"));
 * ```
 */
export function embeddableFont(id: FaceId): unknown {
  return face(id);
}

/** A run of text drawn in one face: where it starts (dots, from the line's left) and how wide it is. */
export interface TextRun {
  readonly face: FaceId;
  readonly text: string;
  readonly x: number;
  readonly width: number;
}

/** Which face of `role` draws a character, or `undefined` when no shipped font has it. */
function faceFor(codePoint: number, role: FontRole): FaceId | undefined {
  return STACKS[role].find((id) => face(id).hasGlyphForCodePoint(codePoint));
}

/**
 * The first character of `text` that no shipped font draws (it would print as an empty box) or that
 * is a control character (C0, DEL, C1: the fonts give NUL and CR a blank glyph, the others none;
 * none means anything on a label or a caption), or `undefined` when every character prints.
 *
 * @example
 * ```ts
 * unsupportedCharacter("山田 太郎"); // undefined
 * unsupportedCharacter("مرحبا"); // "م"
 * ```
 */
export function unsupportedCharacter(text: string): string | undefined {
  for (const ch of text) {
    const codePoint = ch.codePointAt(0) as number;
    if (hasControlCharacter(ch) || !STACKS.regular.some((id) => face(id).hasGlyphForCodePoint(codePoint))) return ch;
  }
  return undefined;
}

/**
 * Splits `text` into runs of one face each (a character takes the first face of the stack that has
 * it; spaces stay in the run they are in) and measures them with the fonts' real advances, kerning
 * included, at `size` dots per em.
 *
 * @example
 * ```ts
 * const { runs, width } = shapeText("山田 太郎", "bold", 34);
 * runs[0].face; // "jp-bold"
 * ```
 */
export function shapeText(text: string, role: FontRole, size: number): { runs: TextRun[]; width: number } {
  const key = `${role} ${size} ${text}`;
  const known = shaped.get(key);
  if (known) return known;
  if (shaped.size >= SHAPED_LIMIT) shaped.clear();
  const result = shapeUncached(text, role, size);
  shaped.set(key, result);
  return result;
}

/** Shaped lines kept: wrapping measures the same prefixes again and again. */
const SHAPED_LIMIT = 10_000;
const shaped = new Map<string, { runs: TextRun[]; width: number }>();

function shapeUncached(text: string, role: FontRole, size: number): { runs: TextRun[]; width: number } {
  const pieces: Array<{ face: FaceId; text: string }> = [];
  for (const ch of text) {
    const last = pieces[pieces.length - 1];
    const id = ch === " " && last ? last.face : (faceFor(ch.codePointAt(0) as number, role) ?? STACKS[role][0]);
    if (last && last.face === id) pieces[pieces.length - 1] = { face: id, text: last.text + ch };
    else pieces.push({ face: id as FaceId, text: ch });
  }
  const runs: TextRun[] = [];
  let x = 0;
  for (const piece of pieces) {
    const font = face(piece.face);
    const width = (font.layout(piece.text).advanceWidth * size) / font.unitsPerEm;
    runs.push({ ...piece, x, width });
    x += width;
  }
  return { runs, width: x };
}

/** A glyph outline placed on the page: its commands in font units and how they map to dots. */
export interface PlacedGlyph {
  readonly commands: readonly PathCommand[];
  /** Dots per font unit. */
  readonly scale: number;
  /** Dot position of the glyph origin (left end of its baseline). */
  readonly x: number;
  readonly y: number;
}

/**
 * The glyph outlines of a run at `size` dots per em, with its left end at `x` and baseline at `y`.
 *
 * @example
 * ```ts
 * const glyphs = placeGlyphs({ face: "sans-regular", text: "Berlin", x: 0, width: 80 }, 24, 40, 100);
 * ```
 */
export function placeGlyphs(run: TextRun, size: number, x: number, y: number): PlacedGlyph[] {
  const font = face(run.face);
  const scale = size / font.unitsPerEm;
  const { glyphs, positions } = font.layout(run.text);
  const placed: PlacedGlyph[] = [];
  let pen = x;
  glyphs.forEach((glyph, i) => {
    const position = positions[i] as { xAdvance: number; xOffset: number; yOffset: number };
    placed.push({
      commands: glyph.path.commands,
      scale,
      x: pen + position.xOffset * scale,
      y: y - position.yOffset * scale,
    });
    pen += position.xAdvance * scale;
  });
  return placed;
}
