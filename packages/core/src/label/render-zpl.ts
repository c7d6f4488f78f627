import { type BitRows, bitRowStride } from "../render/palette-png.js";
import { fillPolygons, glyphPolygons } from "./fill-polygons.js";
import type { LabelBarcode } from "./label-codes.js";
import { placeGlyphs } from "./label-fonts.js";
import { type LabelLayout, type LabelTextLine, lineMetrics } from "./layout-label.js";

/**
 * Field data for `^FH_`: `^`, `~`, `_`, control characters and everything outside ASCII as `_XX`
 * hex escapes of their UTF-8 bytes (the label selects UTF-8 with `^CI28`).
 *
 * @example
 * ```ts
 * zplHex("Zoë"); // "Zo_C3_AB"
 * ```
 */
export function zplHex(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const ch = String.fromCharCode(byte);
    out +=
      byte < 0x20 || byte > 0x7e || ch === "^" || ch === "~" || ch === "_"
        ? `_${byte.toString(16).toUpperCase().padStart(2, "0")}`
        : ch;
  }
  return out;
}

/** Characters the printer's scalable font 0 draws (ASCII and Latin-1); other text goes as a graphic. */
const FONT_0 = /^[\x20-\x7e\xa0-\xff]*$/;

/**
 * A text line the printer's font cannot draw (Japanese, Cyrillic, ...), rasterised from the shipped
 * fonts at the label's resolution and sent as a `^GFA` graphic field: the printer needs no font.
 */
function lineGraphic(line: LabelTextLine, top: number, height: number): string {
  const width = Math.ceil(line.width) + 2;
  const image: BitRows = { width, height, rows: new Uint8Array(bitRowStride(width) * height) };
  for (const run of line.runs) {
    for (const glyph of placeGlyphs(run, line.size, run.x - line.x, line.baseline - top)) {
      fillPolygons(image, glyphPolygons(glyph), "nonzero");
    }
  }
  const stride = bitRowStride(width);
  const bytesPerRow = stride - 1;
  let hex = "";
  for (let y = 0; y < height; y++)
    hex += Buffer.from(image.rows.subarray(y * stride + 1, (y + 1) * stride)).toString("hex");
  const total = bytesPerRow * height;
  return `^FO${line.x},${top}^GFA,${total},${total},${bytesPerRow},${hex.toUpperCase()}^FS`;
}

/** A text line: `^A0` (the printer's scalable font) with `^FH` escapes, or a graphic when font 0 lacks it. */
function textLine(line: LabelTextLine, ascent: number, height: number): string {
  const top = line.baseline - ascent;
  if (!FONT_0.test(line.text)) return lineGraphic(line, top, height);
  return `^FO${line.x},${top}^A0N,${line.size},${line.size}^FH_^FD${zplHex(line.text)}^FS`;
}

/** A barcode with the printer's own command for its symbology, at the same place and module width. */
function barcode(code: LabelBarcode): string {
  const bars = code.rects[0];
  switch (code.symbology) {
    case "code128":
      // Mode A: the printer chooses code sets as the layout's encoder did.
      return `^FO${bars?.x},${code.y}^BY${code.module}^BCN,${code.height},N,N,N,A^FH_^FD${zplHex(code.payload)}^FS`;
    case "gs1_128":
      // Start code C (>;) and FNC1 (>8) make it GS1-128; the element string is digits only.
      return `^FO${bars?.x},${code.y}^BY${code.module}^BCN,${code.height},N,N,N,N^FD>;>8${code.payload}^FS`;
    case "pdf417": {
      const { grid } = code;
      const quiet = 2 * code.module;
      return `^FO${code.x + quiet},${code.y + quiet}^BY${code.module}^B7N,${3 * code.module},${grid.eclevel},${grid.columns},${grid.rows},N^FH_^FD${zplHex(code.payload)}^FS`;
    }
    case "datamatrix": {
      const { grid } = code;
      return `^FO${code.x + code.module},${code.y + code.module}^BXN,${code.module},200,${grid.columns},${grid.rows},6^FH_^FD${zplHex(code.payload)}^FS`;
    }
    case "maxicode": {
      const { hexagons } = code;
      return `^FO${code.x},${code.y}^BD${hexagons.mode},1,1^FH_^FD${zplHex(hexagons.primary + hexagons.secondary)}^FS`;
    }
  }
}

/**
 * Writes a label layout as ZPL II for Zebra printers: `^XA`, UTF-8 (`^CI28`), print width and
 * length in dots, then every item at its `^FO` position: boxes as `^GB`, text in the printer's font
 * 0 (`^A0`, with `^FH` hex escapes) or, for scripts font 0 lacks, as a `^GFA` graphic rasterised
 * from the shipped fonts, and barcodes with the printer's own commands (`^BC` Code 128, `^BC` with
 * `>;>8` for GS1-128, `^B7` PDF417, `^BX` DataMatrix, `^BD` MaxiCode), then `^XZ`.
 *
 * @example
 * ```ts
 * const zpl = renderLabelZpl(layoutLabel(request, 203));
 * zpl.startsWith("^XA^CI28"); // true
 * ```
 */
export function renderLabelZpl(layout: LabelLayout): string {
  const commands = ["^XA", "^CI28", `^PW${layout.width}`, `^LL${layout.height}`, "^LH0,0"];
  for (const item of layout.items) {
    if (item.kind === "box") {
      commands.push(
        `^FO${item.x},${item.y}^GB${item.width},${item.height},${Math.min(item.width, item.height)},B,0^FS`,
      );
    } else if (item.kind === "text") {
      for (const line of item.lines) {
        const { ascent, height } = lineMetrics(line.size);
        commands.push(textLine(line, ascent, height));
      }
    } else {
      commands.push(barcode(item));
    }
  }
  commands.push("^XZ");
  return `${commands.join("\n")}\n`;
}
