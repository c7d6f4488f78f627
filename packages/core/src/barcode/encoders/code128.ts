import { type Gs1Element, gs1Data, parseGs1 } from "../content/gs1-element-string.js";
import type { BarSymbol } from "../symbol.js";
import { centredTextSymbol, digitTable, digitWidths } from "./linear-symbol.js";

/** Code 128 symbol characters 0-106 as bar/space widths (106 is the stop, with its final bar). */
const PATTERNS = [
  ...digitTable(
    "212222222122222221121223121322131222122213122312132212221213221312231212112232122132122231113222" +
      "123122123221223211221132221231213212223112312131311222321122321221312212322112322211212123212321" +
      "232121111323131123131321112313132113132311211313231113231311112133112331132131113123113321133121" +
      "313121211331231131213113213311213131311123311321331121312113312311332111314111221411431111111224" +
      "111422121124121421141122141221112214112412122114122411142112142211241211221114413111241112134111" +
      "111242121142121241114212124112124211411212421112421211212141214121412121111143111341131141114113" +
      "114311411113411311113141114131311141411131211412211214211232",
    6,
  ),
  digitWidths("2331112"),
];

/** FNC1 in a message (character codes are 0-127). */
const FNC1 = -1;

const SHIFT = 98;
const CODE_C = 99;
const CODE_B = 100; // in sets A and C
const CODE_A = 101; // in sets B and C
const FNC1_VALUE = 102;
const START = { A: 103, B: 104, C: 105 } as const;
const STOP = 106;

type CodeSet = "A" | "B" | "C";

/** Set A holds control characters (0-31) that set B lacks; set B holds lower case (96-127). */
const onlyInA = (c: number) => c >= 0 && c < 32;
const onlyInB = (c: number) => c >= 96;

/** The value of a character (or FNC1) in set A or B. */
function valueIn(set: "A" | "B", c: number): number {
  if (c === FNC1) return FNC1_VALUE;
  if (set === "A") return c < 32 ? c + 64 : c - 32;
  return c - 32;
}

/**
 * The symbol characters BWIPP's default ("legacy") Code 128 encoder chooses for `msg`, start
 * character first, without the check character and stop: the same start set, the same switches to
 * set C for runs of 4 or more digits (an odd run's first digit stays in A or B), the same shifts.
 * Keeping BWIPP's choices, not just an equally short sequence, is what makes the bars identical.
 *
 * @example
 * ```ts
 * code128Values([..."Hi"].map((c) => c.charCodeAt(0))); // [104, 40, 73]
 * ```
 */
function code128Values(msg: readonly number[]): number[] {
  const n = msg.length;
  // Digits from i on, an FNC1 counting as two (it fits in set C), at even and odd alignment.
  const numsAtEven = new Array<number>(n + 1).fill(0);
  const numsAtOdd = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    const c = msg[i] as number;
    if (c === FNC1) {
      numsAtEven[i] = 2 + (numsAtEven[i + 1] as number);
      numsAtOdd[i] = 0;
    } else if (c >= 48 && c <= 57) {
      numsAtEven[i] = 1 + (numsAtOdd[i + 1] as number);
      numsAtOdd[i] = 1 + (numsAtEven[i + 1] as number);
    }
  }
  // Distance to the next character only set A (or only set B) holds.
  const nextOnlyA = new Array<number>(n + 1).fill(9999);
  const nextOnlyB = new Array<number>(n + 1).fill(9999);
  for (let i = n - 1; i >= 0; i--) {
    const c = msg[i] as number;
    nextOnlyA[i] = onlyInA(c) ? 0 : (nextOnlyA[i + 1] as number) + 1;
    nextOnlyB[i] = onlyInB(c) ? 0 : (nextOnlyB[i + 1] as number) + 1;
  }
  // Whether a character only set A holds comes before one only set B holds, from i on (and the
  // reverse), compared inline: a closure per message measured 7 % of a Code 128 SVG (Node 20, tsx).
  const out: number[] = [];
  let set: CodeSet;
  const first = numsAtEven[0] as number;
  if ((n === 2 && first === 2) || first >= 4) set = "C";
  else set = (nextOnlyA[0] as number) < (nextOnlyB[0] as number) ? "A" : "B";
  out.push(START[set]);

  let i = 0;
  while (i < n) {
    const nums = numsAtEven[i] as number;
    const c = msg[i] as number;
    if (set !== "C" && nums >= 4 && c !== FNC1) {
      if (nums % 2 === 0) {
        out.push(CODE_C);
        set = "C";
        continue;
      }
      out.push(valueIn(set, c));
      i++;
      if ((numsAtEven[i] as number) >= 4) {
        out.push(CODE_C);
        set = "C";
      }
      continue;
    }
    if (set !== "C") {
      // A character only the other set holds: shift for it alone when the one after it again needs
      // this set first, otherwise latch.
      const other = set === "A" ? "B" : "A";
      if (other === "A" ? onlyInA(c) : onlyInB(c)) {
        const a = nextOnlyA[i + 1] as number;
        const b = nextOnlyB[i + 1] as number;
        if (i < n - 1 && (set === "A" ? a < b : b < a)) {
          out.push(SHIFT, valueIn(other, c));
          i++;
          continue;
        }
        out.push(other === "A" ? CODE_A : CODE_B);
        set = other;
        continue;
      }
    }
    if (set === "C" && nums < 2 && c !== FNC1) {
      const next = (nextOnlyA[i] as number) < (nextOnlyB[i] as number) ? "A" : "B";
      out.push(next === "A" ? CODE_A : CODE_B);
      set = next;
      continue;
    }
    if (set === "C") {
      if (c === FNC1) {
        out.push(FNC1_VALUE);
        i++;
      } else {
        out.push((c - 48) * 10 + ((msg[i + 1] as number) - 48));
        i += 2;
      }
      continue;
    }
    out.push(valueIn(set, c));
    i++;
  }
  return out;
}

/**
 * Bar/space widths of a Code 128 message: BWIPP's symbol characters, the mod-103 check character
 * and the stop.
 *
 * @example
 * ```ts
 * code128Widths([72, 105]).length; // 4 characters of 6 widths, and the stop's 7
 * ```
 */
function code128Widths(msg: readonly number[]): number[] {
  const values = code128Values(msg);
  let sum = values[0] as number;
  for (let i = 1; i < values.length; i++) sum += (values[i] as number) * i;
  values.push(sum % 103, STOP);
  const widths: number[] = [];
  for (const v of values) for (const w of PATTERNS[v] as number[]) widths.push(w);
  return widths;
}

/** Character codes of `text`, which the catalog restricts to ASCII. */
function codes(text: string): number[] {
  const out = new Array<number>(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/**
 * Code 128 as bwip-js's `code128` draws it (1 inch of bars, text centred below).
 *
 * @example
 * ```ts
 * encodeCode128("ABC-12345-xyz", true).texts[0].text; // "ABC-12345-xyz"
 * ```
 */
export function encodeCode128(text: string, showText: boolean): BarSymbol | undefined {
  const msg = codes(text);
  if (msg.some((c) => c > 127)) return undefined;
  return centredTextSymbol(code128Widths(msg), 72, showText ? text : undefined);
}

/**
 * GS1 AIs the fast path encodes, each with the format of its value; anything else (dates, and the
 * AIs whose values BWIPP's GS1 linter checks further) goes through bwip-js and its linter.
 */
const GS1_FORMATS: Record<string, RegExp> = {
  "00": /^\d{18}$/,
  "01": /^\d{14}$/,
  "10": /^[!"%&'*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/,
  "21": /^[!"%&'*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/,
  ...Object.fromEntries([0, 1, 2, 3, 4, 5].map((d) => [`310${d}`, /^\d{6}$/])),
};

/**
 * GS1-128 (and EAN-14, SSCC-18, which BWIPP draws an inch tall) from the printed `(AI)value` text,
 * check digits already complete: FNC1, then AIs and values, FNC1 after each variable-length value but
 * the last. `elements` are the element strings content preparation read `text` as; without them
 * `text` is read again. `undefined` for an AI outside {@link GS1_FORMATS}, or a repeated one (310n
 * counting as one AI), which BWIPP's linter judges.
 *
 * @example
 * ```ts
 * encodeGs1128("(01)09528765432108", true, 72)?.texts[0]?.text; // "(01)09528765432108"
 * ```
 */
export function encodeGs1128(
  text: string,
  showText: boolean,
  height: number,
  elements: readonly Gs1Element[] = parseGs1(text, "gs1_128"),
): BarSymbol | undefined {
  for (let i = 0; i < elements.length; i++) {
    const { ai, value } = elements[i] as Gs1Element;
    if (!GS1_FORMATS[ai]?.test(value)) return undefined;
    // Each AI once, 310n counting as one.
    for (let j = 0; j < i; j++) if ((elements[j] as Gs1Element).ai.slice(0, 3) === ai.slice(0, 3)) return undefined;
  }
  const payload = gs1Data(elements);
  const msg = [FNC1];
  for (let i = 0; i < payload.length; i++) {
    const c = payload.charCodeAt(i);
    msg.push(c === 29 ? FNC1 : c);
  }
  return centredTextSymbol(code128Widths(msg), height, showText ? text : undefined);
}
