import type { BarSymbol } from "../symbol.js";
import { centredTextSymbol, digitTable } from "./linear-symbol.js";

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%*";

/** Code 39 characters as 9 bar/space widths (narrow 1, wide 3) and the narrow gap after them. */
const PATTERNS = digitTable(
  "111331311131131111311133111131313311111111133111313113311111113331111111131131313113113111113311" +
    "311131111311311131131131313113111111113311313111331111113133111111111331313111133111113113311111" +
    "113331113111111331113111133131311113111111311331311131131111313113111111113331311111331111311133" +
    "111111313311331111113113311111313331111111131131113133113111111331311111131111313133111131111331" +
    "11311113131311111313111311131113131111131313111311313111",
  10,
);

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
