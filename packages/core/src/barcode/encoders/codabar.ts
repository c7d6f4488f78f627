import type { BarSymbol } from "../symbol.js";
import { centredTextSymbol, digitTable } from "./linear-symbol.js";

const CHARACTERS = "0123456789-$:/.+ABCD";

/** Rationalized Codabar characters as 7 bar/space widths (narrow 1, wide 3) and the gap after them. */
const PATTERNS = digitTable(
  "111113311111331111131131331111111131131131111311131111311311311113311111311311111113311111331111" +
    "3111313131311131313131111131313111331311131311311113133111133311",
  8,
);

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
