import type { BarSymbol, Rect, TextRun } from "../symbol.js";
import { digitWidths, pushBars, textRun } from "./linear-symbol.js";

/** Digit patterns of the left-hand odd set (L), space first; G is L reversed, R is L bar first. */
const L = ["3211", "2221", "2122", "1411", "1132", "1231", "1114", "1312", "1213", "3112"].map(digitWidths);
const G = L.map((w) => [...w].reverse());

/** EAN-13's first digit, as the parity (1 = G) of the six left-hand digits. */
const EAN13_PARITY = [
  "000000",
  "001011",
  "001101",
  "001110",
  "010011",
  "011001",
  "011100",
  "010101",
  "010110",
  "011010",
];

/** UPC-E's parity (1 = G) by check digit, number system 0; number system 1 is the inverse. */
const UPCE_PARITY = [
  "111000",
  "110100",
  "110010",
  "110001",
  "101100",
  "100110",
  "100011",
  "101010",
  "101001",
  "100101",
];

/** EAN-5 parity by its checksum; EAN-2's by its value mod 4. */
const EAN5_PARITY = ["11000", "10100", "10010", "10001", "01100", "00110", "00011", "01010", "01001", "00101"];
const EAN2_PARITY = ["00", "01", "10", "11"];

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

/** The widths of `digits` in the left half, each in L or G as `parity` says ("1" = G). */
function leftHalf(out: number[], digits: string, parity: string): void {
  for (let i = 0; i < digits.length; i++) out.push(...((parity[i] === "1" ? G : L)[digit(digits, i)] as number[]));
}

function rightHalf(out: number[], digits: string): void {
  for (let i = 0; i < digits.length; i++) out.push(...(L[digit(digits, i)] as number[]));
}

/** The main symbol: widths, which bars are guard bars, and where its digits are printed. */
interface MainSymbol {
  readonly widths: number[];
  readonly guards: ReadonlySet<number>;
  /** Left edge of the first bar when text is shown (digits printed left of it push it right). */
  readonly textOrigin: number;
  /** Digits as runs: text, size and left edge. */
  readonly texts: ReadonlyArray<readonly [text: string, size: number, x: number]>;
}

const seven = (digits: string, from: number) => [...digits].map((d, i) => [d, 12, from + 7 * i] as const);

/** Guard, left digits in the given parity, centre guard, right digits, guard: EAN-13, EAN-8, UPC-A. */
function twoHalves(left: string, parity: string, right: string): number[] {
  const widths = [...GUARD];
  leftHalf(widths, left, parity);
  widths.push(...CENTRE);
  rightHalf(widths, right);
  widths.push(...GUARD);
  return widths;
}

function ean13(d: string): MainSymbol {
  return {
    widths: twoHalves(d.slice(1, 7), EAN13_PARITY[digit(d, 0)] as string, d.slice(7, 13)),
    guards: EAN13_GUARDS,
    textOrigin: 10.75,
    texts: [[d.charAt(0), 12, 0], ...seven(d.slice(1, 7), 15), ...seven(d.slice(7, 13), 61)],
  };
}

function ean8(d: string): MainSymbol {
  return {
    widths: twoHalves(d.slice(0, 4), "0000", d.slice(4, 8)),
    guards: EAN8_GUARDS,
    textOrigin: 0,
    texts: [...seven(d.slice(0, 4), 4.25), ...seven(d.slice(4, 8), 36.25)],
  };
}

function upca(d: string): MainSymbol {
  return {
    widths: twoHalves(d.slice(0, 6), "000000", d.slice(6, 12)),
    guards: UPCA_GUARDS,
    textOrigin: 8.25,
    texts: [
      [d.charAt(0), 10, 0],
      ...seven(d.slice(1, 6), 19.5),
      ...seven(d.slice(6, 11), 58.5),
      [d.charAt(11), 10, 107],
    ],
  };
}

function upce(d: string): MainSymbol {
  const parity = UPCE_PARITY[digit(d, 7)] as string;
  const widths = [...GUARD];
  leftHalf(widths, d.slice(1, 7), d[0] === "0" ? parity : [...parity].map((p) => (p === "1" ? "0" : "1")).join(""));
  widths.push(...UPCE_END);
  return {
    widths,
    guards: UPCE_GUARDS,
    textOrigin: 8.25,
    texts: [[d.charAt(0), 10, 0], ...seven(d.slice(1, 7), 12.5), [d.charAt(7), 10, 63]],
  };
}

/** Widths of a 2- or 5-digit add-on. */
function addOnWidths(digits: string): number[] {
  let parity: string;
  if (digits.length === 2) parity = EAN2_PARITY[Number(digits) % 4] as string;
  else {
    let sum = 0;
    for (let i = 0; i < 5; i++) sum += digit(digits, i) * (i % 2 ? 9 : 3);
    parity = EAN5_PARITY[sum % 10] as string;
  }
  const widths = [...ADDON_START];
  for (let i = 0; i < digits.length; i++) {
    if (i > 0) widths.push(...ADDON_SEPARATOR);
    widths.push(...((parity[i] === "1" ? G : L)[digit(digits, i)] as number[]));
  }
  return widths;
}

const MAIN = { ean13, ean8, upca, upce } as const;

/** Lengths of each main number, check digit included. */
const LENGTHS = { ean13: 13, ean8: 8, upca: 12, upce: 8 } as const;

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
  const [number = "", addOn, ...rest] = text.split(" ");
  if (rest.length || !/^\d+$/.test(number) || number.length !== LENGTHS[kind]) return undefined;
  if (addOn !== undefined && (kind === "ean8" || !/^(?:\d{2}|\d{5})$/.test(addOn))) return undefined;
  const main = MAIN[kind](number);
  const x = showText ? main.textOrigin : 0;
  const bars: Rect[] = [];
  const long = [0, GUARD_HEIGHT] as const;
  const end = pushBars(
    bars,
    main.widths,
    x,
    0,
    BAR_HEIGHT,
    showText ? (i) => (main.guards.has(i) ? long : undefined) : undefined,
  );
  const texts: TextRun[] = showText
    ? main.texts.map(([t, size, at]) => textRun(t, size, at, size === 12 ? TEXT_BASELINE : SMALL_TEXT_BASELINE))
    : [];
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
