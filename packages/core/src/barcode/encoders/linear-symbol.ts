import type { Gs1Element } from "../content/gs1-element-string.js";
import { measureText, type TextMetrics } from "../render/text-metrics.js";
import type { BarSymbol, Rect, TextRun } from "../symbol.js";

/**
 * A fast-path encoder: the text bwip-js would be given (`PreparedContent.text`), whether the
 * human-readable text is shown, and the GS1 element strings preparation read that text as
 * (`PreparedContent.gs1`, where it did), to the same {@link BarSymbol} `captureBars` reads out of
 * bwip-js, or `undefined` when this content needs bwip-js after all.
 */
export type FastEncoder = (text: string, showText: boolean, gs1?: readonly Gs1Element[]) => BarSymbol | undefined;

/** The font BWIPP prints human-readable text in. */
const FONT = "OCR-B";

/**
 * A run of OCR-B text as BWIPP places it: left edge `x`, baseline `baseline` (y down), measured with
 * the same glyphs the renderer draws.
 *
 * @example
 * ```ts
 * textRun("123", 10, 5, 80).width; // 19
 * ```
 */
export function textRun(text: string, size: number, x: number, baseline: number): TextRun {
  return run(text, size, x, baseline, measureText(text, FONT, size));
}

/**
 * A run of OCR-B text centred over `span` from `left`, as BWIPP centres text under bars.
 *
 * @example
 * ```ts
 * centredTextRun("123", 10, 14, 135, 50.95).x; // 14 + (135 - 19) / 2
 * ```
 */
export function centredTextRun(text: string, size: number, left: number, span: number, baseline: number): TextRun {
  const m = measureText(text, FONT, size);
  return run(text, size, left + (span - m.width) / 2, baseline, m);
}

/** Every text run is built here, so all have one shape. */
function run(text: string, size: number, x: number, baseline: number, m: TextMetrics): TextRun {
  return { text, font: FONT, size, x, baseline, width: m.width, ascent: m.ascent, descent: m.descent, gap: 0 };
}

/**
 * Bars of a space/bar width sequence that starts with a bar (BWIPP's `sbs`), from `x`, each from `y0`
 * to `y1` (y down), the bars counted in `long` (from 0) down to `longY1` instead. Returns the x after
 * the last width.
 *
 * @example
 * ```ts
 * pushBars([], [1, 1, 2], 0, 0, 72); // bars 0-1 and 2-4
 * ```
 */
export function pushBars(
  out: Rect[],
  widths: readonly number[],
  x: number,
  y0: number,
  y1: number,
  long?: ReadonlySet<number>,
  longY1 = y1,
): number {
  let at = x;
  for (let i = 0; i < widths.length; i++) {
    const w = widths[i] as number;
    if (i % 2 === 0) out.push({ x0: at, y0, x1: at + w, y1: long?.has(i / 2) ? longY1 : y1 });
    at += w;
  }
  return at;
}

/** Human-readable text size and distance below the bars of BWIPP's centred-text symbologies. */
const CENTRED_TEXT_SIZE = 10;
const CENTRED_TEXT_DROP = 8;

/**
 * A symbol of bars of one height with its text centred below them (Code 128, Code 39, Code 93, ITF,
 * Codabar), placed as bwip-js places it: bars from x = 0 unless the text is wider, in which case the
 * text starts at 0.
 *
 * @example
 * ```ts
 * centredTextSymbol([2, 1, 1, 4, 1, 2], 72, "ABC").texts[0].baseline; // 80
 * ```
 */
export function centredTextSymbol(widths: readonly number[], height: number, text: string | undefined): BarSymbol {
  let total = 0;
  for (const w of widths) total += w;
  const m = text === undefined ? undefined : measureText(text, FONT, CENTRED_TEXT_SIZE);
  const textX = m ? (total - m.width) / 2 : 0;
  const origin = textX < 0 ? -textX : 0;
  const bars: Rect[] = [];
  pushBars(bars, widths, origin, 0, height);
  const texts =
    text !== undefined && m ? [run(text, CENTRED_TEXT_SIZE, textX + origin, height + CENTRED_TEXT_DROP, m)] : [];
  return { kind: "bars", bars, borders: [], texts };
}

/**
 * Widths of a string of width digits (`"211214"`), BWIPP's way of writing patterns.
 *
 * @example
 * ```ts
 * digitWidths("2331112"); // [2, 3, 3, 1, 1, 1, 2]
 * ```
 */
export function digitWidths(pattern: string): number[] {
  const out = new Array<number>(pattern.length);
  for (let i = 0; i < pattern.length; i++) out[i] = pattern.charCodeAt(i) - 48;
  return out;
}

/**
 * Widths of a table of patterns of `length` digits each, written end to end (`"212222222122..."`): one
 * string rather than an array of strings drops the quotes and commas, about 3 minified bytes a pattern.
 *
 * @example
 * ```ts
 * digitTable("212222222122", 6); // [[2, 1, 2, 2, 2, 2], [2, 2, 2, 1, 2, 2]]
 * ```
 */
export function digitTable(table: string, length: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < table.length; i += length) out.push(digitWidths(table.slice(i, i + length)));
  return out;
}
