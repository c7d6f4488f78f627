import type { BarSymbol, Rect, TextRun } from "../symbol.js";
import { digitTable, pushBars, textRun } from "./linear-symbol.js";

/** Digit patterns of the left-hand odd set (L), space first; G is L reversed, R is L bar first. */
const L = digitTable("3211222121221411113212311114131212133112", 4);
const G = L.map((w) => [...w].reverse());

/*
 * Parities as bit masks, one bit a digit, the first digit the highest bit, 1 for G: `0b001011` is
 * L L G L G G. Numbers rather than strings of "0" and "1" take a third of the bytes.
 */

/** EAN-13's first digit, as the parity of the six left-hand digits. */
const EAN13_PARITY = [
  0b000000, 0b001011, 0b001101, 0b001110, 0b010011, 0b011001, 0b011100, 0b010101, 0b010110, 0b011010,
];

/** UPC-E's parity by check digit, number system 0; number system 1's is the inverse. */
const UPCE_PARITY = [
  0b111000, 0b110100, 0b110010, 0b110001, 0b101100, 0b100110, 0b100011, 0b101010, 0b101001, 0b100101,
];

/** EAN-5's parity by its checksum (EAN-2's is its value mod 4). */
const EAN5_PARITY = [0b11000, 0b10100, 0b10010, 0b10001, 0b01100, 0b00110, 0b00011, 0b01010, 0b01001, 0b00101];

const GUARD = [1, 1, 1];
const CENTRE = [1, 1, 1, 1, 1];
const UPCE_END = [1, 1, 1, 1, 1, 1];
const ADDON_START = [1, 1, 2];
const ADDON_SEPARATOR = [1, 1];

/** BWIPP's geometry of the EAN/UPC family, in modules (points), y down from the bars' top. */
const BAR_HEIGHT = 72;
/** How far guard bars reach down into the text when text is shown. */
const GUARD_HEIGHT = 77;
const TEXT_BASELINE = 80.75;
const SMALL_TEXT_BASELINE = 80.25;
const ADDON_GAP = 12;
/** Top of the add-on's bars and baseline of its digits above them, when text is shown (bwip-js's figures). */
const ADDON_TOP = 10.8;
const ADDON_BASELINE = 9.549995422363281;

/** Which bars (counted from 0) are guard bars, reaching into the text. */
const EAN13_GUARDS = new Set([0, 1, 14, 15, 28, 29]);
const EAN8_GUARDS = new Set([0, 1, 10, 11, 20, 21]);
const UPCA_GUARDS = new Set([0, 1, 2, 3, 14, 15, 26, 27, 28, 29]);
const UPCE_GUARDS = new Set([0, 1, 14, 15, 16]);

const digit = (s: string, i: number) => s.charCodeAt(i) - 48;

/** Appends widths one by one: spreading them into `push` measured slower for runs this short. */
function append(out: number[], widths: readonly number[]): void {
  for (let i = 0; i < widths.length; i++) out.push(widths[i] as number);
}

/** The widths of `digits[from, to)`, each in L or G as the bit mask `parity` says (its lowest bit for `to - 1`). */
function leftHalf(out: number[], digits: string, from: number, to: number, parity: number): void {
  for (let i = from; i < to; i++) append(out, ((parity >> (to - 1 - i)) & 1 ? G : L)[digit(digits, i)] as number[]);
}

function rightHalf(out: number[], digits: string, from: number, to: number): void {
  for (let i = from; i < to; i++) append(out, L[digit(digits, i)] as number[]);
}

/** Where a main number's digits are printed: index into the number, font size, left edge. */
type DigitPlaces = ReadonlyArray<readonly [index: number, size: number, x: number]>;

/** The main symbol of one kind: its length, widths, which bars are guard bars, where its digits go. */
interface MainSymbol {
  /** Length of the number, check digit included. */
  readonly length: number;
  readonly widths: (digits: string) => number[];
  readonly guards: ReadonlySet<number>;
  /** Left edge of the first bar when text is shown (digits printed left of it push it right). */
  readonly textOrigin: number;
  readonly digits: DigitPlaces;
}

/** Digits `from` to `to` (exclusive) at size 12, 7 modules apart from `x`. */
const sevenApart = (from: number, to: number, x: number): DigitPlaces =>
  Array.from({ length: to - from }, (_, i) => [from + i, 12, x + 7 * i] as const);

/**
 * Guard, digits `from` to `mid` in the given parity, centre guard, digits `mid` to `to`, guard: EAN-13,
 * EAN-8, UPC-A.
 */
function twoHalves(d: string, from: number, mid: number, parity: number, to: number): number[] {
  const widths = [...GUARD];
  leftHalf(widths, d, from, mid, parity);
  append(widths, CENTRE);
  rightHalf(widths, d, mid, to);
  append(widths, GUARD);
  return widths;
}

/** Everything about each main symbol that does not depend on its digits is built once, here. */
const MAIN: Record<"ean13" | "ean8" | "upca" | "upce", MainSymbol> = {
  ean13: {
    length: 13,
    widths: (d) => twoHalves(d, 1, 7, EAN13_PARITY[digit(d, 0)] as number, 13),
    guards: EAN13_GUARDS,
    textOrigin: 10.75,
    digits: [[0, 12, 0], ...sevenApart(1, 7, 15), ...sevenApart(7, 13, 61)],
  },
  ean8: {
    length: 8,
    widths: (d) => twoHalves(d, 0, 4, 0, 8),
    guards: EAN8_GUARDS,
    textOrigin: 0,
    digits: [...sevenApart(0, 4, 4.25), ...sevenApart(4, 8, 36.25)],
  },
  upca: {
    length: 12,
    widths: (d) => twoHalves(d, 0, 6, 0, 12),
    guards: UPCA_GUARDS,
    textOrigin: 8.25,
    digits: [[0, 10, 0], ...sevenApart(1, 6, 19.5), ...sevenApart(6, 11, 58.5), [11, 10, 107]],
  },
  upce: {
    length: 8,
    widths: (d) => {
      const widths = [...GUARD];
      leftHalf(widths, d, 1, 7, (UPCE_PARITY[digit(d, 7)] as number) ^ (d[0] === "0" ? 0 : 0b111111));
      append(widths, UPCE_END);
      return widths;
    },
    guards: UPCE_GUARDS,
    textOrigin: 8.25,
    digits: [[0, 10, 0], ...sevenApart(1, 7, 12.5), [7, 10, 63]],
  },
};

/** Widths of a 2- or 5-digit add-on. */
function addOnWidths(digits: string): number[] {
  let parity: number;
  if (digits.length === 2) parity = Number(digits) % 4;
  else {
    let sum = 0;
    for (let i = 0; i < 5; i++) sum += digit(digits, i) * (i % 2 ? 9 : 3);
    parity = EAN5_PARITY[sum % 10] as number;
  }
  const widths = [...ADDON_START];
  for (let i = 0; i < digits.length; i++) {
    if (i > 0) append(widths, ADDON_SEPARATOR);
    append(widths, ((parity >> (digits.length - 1 - i)) & 1 ? G : L)[digit(digits, i)] as number[]);
  }
  return widths;
}

/**
 * An EAN/UPC symbol as bwip-js draws it: guard bars reaching into the text when text is shown, the
 * digits under (and for UPC beside) the bars, and an optional 2- or 5-digit add-on after a space,
 * its digits above its bars. `text` is what `PreparedContent.text` holds: `5901234123457 12`.
 *
 * @example
 * ```ts
 * encodeEanUpc("ean13", "5901234123457", true)?.bars.length; // 30
 * ```
 */
export function encodeEanUpc(kind: keyof typeof MAIN, text: string, showText: boolean): BarSymbol | undefined {
  const main = MAIN[kind];
  const space = text.indexOf(" ");
  const number = space < 0 ? text : text.slice(0, space);
  const addOn = space < 0 ? undefined : text.slice(space + 1);
  if (!/^\d+$/.test(number) || number.length !== main.length) return undefined;
  if (addOn !== undefined && (kind === "ean8" || !/^(?:\d{2}|\d{5})$/.test(addOn))) return undefined;
  const x = showText ? main.textOrigin : 0;
  const bars: Rect[] = [];
  const guards = showText ? main.guards : undefined;
  const end = pushBars(bars, main.widths(number), x, 0, BAR_HEIGHT, guards, GUARD_HEIGHT);
  const texts: TextRun[] = [];
  if (showText) {
    for (const place of main.digits) {
      const size = place[1];
      texts.push(textRun(number.charAt(place[0]), size, place[2], size === 12 ? TEXT_BASELINE : SMALL_TEXT_BASELINE));
    }
  }
  if (addOn !== undefined) {
    const start = end + ADDON_GAP;
    pushBars(bars, addOnWidths(addOn), start, showText ? ADDON_TOP : 0, GUARD_HEIGHT);
    if (showText) {
      for (let i = 0; i < addOn.length; i++)
        texts.push(textRun(addOn.charAt(i), 12, start + 1.25 + 9 * i, ADDON_BASELINE));
    }
  }
  return { kind: "bars", bars, borders: [], texts };
}
