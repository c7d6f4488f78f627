import type { BarSymbol } from "../symbol.js";
import { centredTextSymbol, digitWidths } from "./linear-symbol.js";

const CHARACTERS = "0123456789-$:/.+ABCD";

/** Rationalized Codabar characters as 7 bar/space widths (narrow 1, wide 3) and the gap after them. */
const PATTERNS = [
  "11111331",
  "11113311",
  "11131131",
  "33111111",
  "11311311",
  "31111311",
  "13111131",
  "13113111",
  "13311111",
  "31131111",
  "11133111",
  "11331111",
  "31113131",
  "31311131",
  "31313111",
  "11313131",
  "11331311",
  "13131131",
  "11131331",
  "11133311",
].map(digitWidths);

const FRAMED = /^[A-D][0-9$:/.+-]+[A-D]$/;

/**
 * Codabar as bwip-js's `rationalizedCodabar` draws it: start and stop A-D as given, no check
 * character, the text printed with them.
 *
 * @example
 * ```ts
 * encodeCodabar("A40156B", true)?.texts[0]?.text; // "A40156B"
 * ```
 */
export function encodeCodabar(text: string, showText: boolean): BarSymbol | undefined {
  if (!FRAMED.test(text)) return undefined;
  const widths: number[] = [];
  for (const ch of text) widths.push(...(PATTERNS[CHARACTERS.indexOf(ch)] as number[]));
  widths.pop(); // no gap after the stop
  return centredTextSymbol(widths, 72, showText ? text : undefined);
}
