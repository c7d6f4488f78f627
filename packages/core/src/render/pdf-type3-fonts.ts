import { deflate, latin1Bytes } from "#platform";
import { glyphName } from "./glyph-names.js";
import { glyphPath } from "./glyph-path.js";
import { coordinate } from "./vector-numbers.js";
import {
  type EmbeddedFonts,
  type GlyphRun,
  type RunGlyph,
  VectorContent,
  type VectorOperators,
} from "./vector-writer.js";

/** Codes of a simple font are one byte; code 0 stays unused. */
const MAX_CODE = 255;

/** One embedded Type 3 font: the glyphs of one source font at one size that the document shows, by code. */
interface Type3Font {
  /** Resource name on the page, `/F1`, `/F2`, ... */
  readonly name: string;
  /** Code of each glyph in it. */
  readonly codes: Map<RunGlyph, number>;
  /** Glyphs in code order, from code 1. */
  readonly glyphs: RunGlyph[];
}

/** Four hex digits of each UTF-16 code unit of a code point, as a ToUnicode CMap writes it. */
function utf16Hex(codePoint: number): string {
  return String.fromCodePoint(codePoint)
    .split("")
    .map((unit) => (unit.charCodeAt(0) as number).toString(16).toUpperCase().padStart(4, "0"))
    .join("");
}

const byteHex = (code: number): string => code.toString(16).toUpperCase().padStart(2, "0");

/** A stream object's body: its dictionary with the length, and the data as text (one character a byte). */
const stream = (dictionary: string, data: string): string =>
  `<<${dictionary}/Length ${data.length}>>\nstream\n${data}\nendstream`;

/** A ToUnicode CMap mapping each code of `glyphs` (from 1) to its character, so text extracts as it reads. */
function toUnicode(glyphs: readonly RunGlyph[]): string {
  let entries = "";
  // At most 100 entries a block, as the CMap format allows.
  for (let start = 0; start < glyphs.length; start += 100) {
    const block = glyphs.slice(start, start + 100);
    entries += `${block.length} beginbfchar\n`;
    block.forEach((glyph, i) => {
      entries += `<${byteHex(start + i + 1)}> <${utf16Hex(glyph.code)}>\n`;
    });
    entries += "endbfchar\n";
  }
  return (
    "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n" +
    "/CIDSystemInfo <</Registry (Adobe) /Ordering (UCS) /Supplement 0>> def\n" +
    "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<00> <FF>\nendcodespacerange\n" +
    `${entries}endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`
  );
}

/** Each glyph's procedure object, written once: weak, so glyphs dropped from the glyph cache go too. */
const procedures = new WeakMap<RunGlyph, string>();

/**
 * A glyph procedure's object body: its advance (`d0`: the glyph takes the fill colour of the text), then its
 * outline filled.
 */
function glyphProcedure(ops: VectorOperators, glyph: RunGlyph): string {
  let body = procedures.get(glyph);
  if (body === undefined) {
    const out = new VectorContent(ops);
    const text = `${coordinate(glyph.advance)} 0 d0\n${glyphPath(out, glyph.segments, 1).fill().text}`;
    // Deflated and kept as a latin1 string (one character a byte), as the document's objects are written.
    body = stream("/Filter/FlateDecode", String.fromCharCode(...deflate(latin1Bytes(text), 6)));
    procedures.set(glyph, body);
  }
  return body;
}

/**
 * A document's Type 3 fonts: for each font and size a run uses, a font holding only the glyphs shown (a subset),
 * each glyph the same outline the EPS fills, in pixels with y up (`/FontMatrix [1 0 0 1 0 0]`, shown at size 1),
 * with `/Differences` of standard glyph names and a `/ToUnicode` CMap, so that `pdftotext` extracts the text
 * exactly. Text is written as hex strings of one-byte codes: no character of the content reaches the file.
 *
 * @example
 * ```ts
 * const fonts = new Type3Fonts(PDF_FORMAT.operators);
 * content += fonts.show(run); // "BT\n/F1 1 Tf\n0 Tc\n1 0 0 -1 10 180 Tm\n<0102> Tj\nET\n"
 * ```
 */
export class Type3Fonts implements EmbeddedFonts {
  private readonly all: Type3Font[] = [];
  /** The font being filled for each source font and size; a full one is followed by another. */
  private readonly current = new Map<object, Type3Font>();

  /** @param ops - PDF's path operators, which the glyph procedures are written with */
  constructor(private readonly ops: VectorOperators) {}

  show(run: GlyphRun): string {
    let text = `BT\n${coordinate(run.gap)} Tc\n1 0 0 -1 ${coordinate(run.x)} ${coordinate(run.y)} Tm\n`;
    let shown: Type3Font | undefined;
    let codes = "";
    for (const glyph of run.glyphs) {
      const [font, code] = this.codeOf(run.font, glyph);
      if (font !== shown) {
        if (codes) text += `<${codes}> Tj\n`;
        text += `/${font.name} 1 Tf\n`;
        shown = font;
        codes = "";
      }
      codes += byteHex(code);
    }
    if (codes) text += `<${codes}> Tj\n`;
    return `${text}ET\n`;
  }

  objects(first: number): { resources: string; bodies: string[] } {
    const bodies: string[] = [];
    const entries: string[] = [];
    for (const font of this.all) {
      const fontNumber = first + bodies.length;
      const names = font.glyphs.map((glyph) => glyphName(glyph.code));
      const procedures = names.map((name, i) => `/${name} ${fontNumber + 2 + i} 0 R`).join("");
      const widths = font.glyphs.map((glyph) => coordinate(glyph.advance)).join(" ");
      bodies.push(
        `<</Type/Font/Subtype/Type3/FontBBox[0 0 0 0]/FontMatrix[1 0 0 1 0 0]/CharProcs<<${procedures}>>` +
          `/Encoding<</Type/Encoding/Differences[1/${names.join("/")}]>>/FirstChar 1/LastChar ${names.length}` +
          `/Widths[${widths}]/ToUnicode ${fontNumber + 1} 0 R/Resources<<>>>>`,
        stream("", toUnicode(font.glyphs)),
        ...font.glyphs.map((glyph) => glyphProcedure(this.ops, glyph)),
      );
      entries.push(`/${font.name} ${fontNumber} 0 R`);
    }
    return { resources: entries.length ? `/Font<<${entries.join("")}>>` : "", bodies };
  }

  /** The font and code `glyph` of `source` is shown with, added to the current font of `source` when new. */
  private codeOf(source: object, glyph: RunGlyph): [Type3Font, number] {
    let font = this.current.get(source);
    const known = font?.codes.get(glyph);
    if (font && known !== undefined) return [font, known];
    if (!font || font.glyphs.length === MAX_CODE) {
      font = { name: `F${this.all.length + 1}`, codes: new Map(), glyphs: [] };
      this.all.push(font);
      this.current.set(source, font);
    }
    font.glyphs.push(glyph);
    font.codes.set(glyph, font.glyphs.length);
    return [font, font.glyphs.length];
  }
}
