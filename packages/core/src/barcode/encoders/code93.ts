import type { BarSymbol } from "../symbol.js";
import { centredTextSymbol, digitTable, digitWidths } from "./linear-symbol.js";

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%";

/** Code 93 values 0-46 as 6 bar/space widths; 47 is start/stop, 48 the stop with its final bar. */
const PATTERNS = [
  ...digitTable(
    "131112111213111312111411121113121212121311111114131211141111211113211212211311221112221211231111" +
      "112113112212112311122112132111111123111222111321121122131121212112212211211122211221221121222111" +
      "112122112221122121123111121131311112311211321111112131113121211131121221312111311121122211111141",
    6,
  ),
  digitWidths("1111411"),
];

const START = 47;
const STOP = 48;

/** A mod-47 check character over `values`, weights 1 to `maxWeight` from the right. */
function check(values: readonly number[], maxWeight: number): number {
  let sum = 0;
  for (let i = values.length - 1, weight = 1; i >= 0; i--, weight = (weight % maxWeight) + 1) {
    sum += (values[i] as number) * weight;
  }
  return sum % 47;
}

/**
 * Code 93 as bwip-js's `code93` draws it with `includecheck`: the C and K check characters encoded,
 * not printed.
 *
 * @example
 * ```ts
 * encodeCode93("CODE93", true)?.texts[0]?.text; // "CODE93"
 * ```
 */
export function encodeCode93(text: string, showText: boolean): BarSymbol | undefined {
  const values: number[] = [];
  for (const ch of text) {
    const v = CHARACTERS.indexOf(ch);
    if (v < 0) return undefined;
    values.push(v);
  }
  values.push(check(values, 20));
  values.push(check(values, 15));
  const widths = [...(PATTERNS[START] as number[])];
  for (const v of values) widths.push(...(PATTERNS[v] as number[]));
  widths.push(...(PATTERNS[STOP] as number[]));
  return centredTextSymbol(widths, 72, showText ? text : undefined);
}
