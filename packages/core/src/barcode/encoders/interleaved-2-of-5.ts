import type { BarSymbol, Rect } from "../symbol.js";
import { centredTextRun, centredTextSymbol, pushBars } from "./linear-symbol.js";

/**
 * Digits 0-9 as 5 widths each, end to end, 1 narrow and 2 wide; a pair interleaves the first's bars with the
 * second's spaces.
 */
const DIGITS = "11221211121211222111112122121112211111222112112121";
/** BWIPP draws ITF's wide elements 3 modules wide. */
const WIDE = 3;
const START = [1, 1, 1, 1];
const STOP = [WIDE, 1, 1];

/** The width of element `k` of digit `d`. */
const width = (d: number, k: number) => (DIGITS.charCodeAt(d * 5 + k) === 50 ? WIDE : 1);

/** Widths of an even number of digits: start, interleaved pairs, stop. */
function itfWidths(digits: string): number[] {
  const widths = [...START];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = digits.charCodeAt(i) - 48;
    const spaces = digits.charCodeAt(i + 1) - 48;
    for (let k = 0; k < 5; k++) widths.push(width(bars, k), width(spaces, k));
  }
  widths.push(...STOP);
  return widths;
}

const EVEN_DIGITS = /^(?:\d\d)+$/;

/**
 * Interleaved 2 of 5 as bwip-js's `interleaved2of5` draws it (no check digit added).
 *
 * @example
 * ```ts
 * encodeInterleaved2of5("2401234567", true)?.texts[0]?.text; // "2401234567"
 * ```
 */
export function encodeInterleaved2of5(text: string, showText: boolean): BarSymbol | undefined {
  if (!EVEN_DIGITS.test(text)) return undefined;
  return centredTextSymbol(itfWidths(text), 72, showText ? text : undefined);
}

/**
 * ITF-14's fixed frame as bwip-js draws it, in modules: a bearer box 4 wide around 10-module quiet
 * zones, half-inch bars overlapping the box (BWIPP's -0.55 point margins), the text below the box.
 */
const ITF14 = {
  barsX: 14,
  barsWidth: 135,
  y0: 3.45,
  y1: 39.45,
  baseline: 50.95,
  borders: [
    { x0: 0, y0: 0, x1: 163.01, y1: 4 },
    { x0: 0, y0: 4, x1: 4, y1: 38.91 },
    { x0: 159.01, y0: 4, x1: 163.01, y1: 38.91 },
    { x0: 0, y0: 38.91, x1: 163.01, y1: 42.91 },
  ],
} as const;

/**
 * ITF-14 as bwip-js's `itf14` draws it: 14 digits (check digit included) in a bearer box.
 *
 * @example
 * ```ts
 * encodeItf14("15400141288763", true)?.borders.length; // 4
 * ```
 */
export function encodeItf14(text: string, showText: boolean): BarSymbol | undefined {
  if (!/^\d{14}$/.test(text)) return undefined;
  const bars: Rect[] = [];
  pushBars(bars, itfWidths(text), ITF14.barsX, ITF14.y0, ITF14.y1);
  const texts = showText ? [centredTextRun(text, 10, ITF14.barsX, ITF14.barsWidth, ITF14.baseline)] : [];
  return { kind: "bars", bars, borders: ITF14.borders, texts };
}
