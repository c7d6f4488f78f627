import type { BarSymbol } from "../symbol.js";
import { centredTextSymbol, digitWidths } from "./linear-symbol.js";

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%*";

/** Code 39 characters as 9 bar/space widths (narrow 1, wide 3) and the narrow gap after them. */
const PATTERNS = [
  "1113313111",
  "3113111131",
  "1133111131",
  "3133111111",
  "1113311131",
  "3113311111",
  "1133311111",
  "1113113131",
  "3113113111",
  "1133113111",
  "3111131131",
  "1131131131",
  "3131131111",
  "1111331131",
  "3111331111",
  "1131331111",
  "1111133131",
  "3111133111",
  "1131133111",
  "1111333111",
  "3111111331",
  "1131111331",
  "3131111311",
  "1111311331",
  "3111311311",
  "1131311311",
  "1111113331",
  "3111113311",
  "1131113311",
  "1111313311",
  "3311111131",
  "1331111131",
  "3331111111",
  "1311311131",
  "3311311111",
  "1331311111",
  "1311113131",
  "3311113111",
  "1331113111",
  "1313131111",
  "1313111311",
  "1311131311",
  "1113131311",
  "1311313111",
].map(digitWidths);

/**
 * Code 39 as bwip-js's `code39` draws it: start and stop `*`, no check character, the text printed
 * with its stars.
 *
 * @example
 * ```ts
 * encodeCode39("CODE39", true)?.texts[0]?.text; // "*CODE39*"
 * ```
 */
export function encodeCode39(text: string, showText: boolean): BarSymbol | undefined {
  if (text.includes("*")) return undefined;
  const framed = `*${text}*`;
  const widths: number[] = [];
  for (const ch of framed) {
    const i = CHARACTERS.indexOf(ch);
    if (i < 0) return undefined;
    widths.push(...(PATTERNS[i] as number[]));
  }
  widths.pop(); // no gap after the stop
  return centredTextSymbol(widths, 72, showText ? framed : undefined);
}
