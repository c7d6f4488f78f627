import type { BarSymbol } from "../symbol.js";
import { centredTextSymbol, digitWidths } from "./linear-symbol.js";

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%";

/** Code 93 values 0-46 as 6 bar/space widths; 47 is start/stop, 48 the stop with its final bar. */
const PATTERNS = [
  "131112",
  "111213",
  "111312",
  "111411",
  "121113",
  "121212",
  "121311",
  "111114",
  "131211",
  "141111",
  "211113",
  "211212",
  "211311",
  "221112",
  "221211",
  "231111",
  "112113",
  "112212",
  "112311",
  "122112",
  "132111",
  "111123",
  "111222",
  "111321",
  "121122",
  "131121",
  "212112",
  "212211",
  "211122",
  "211221",
  "221121",
  "222111",
  "112122",
  "112221",
  "122121",
  "123111",
  "121131",
  "311112",
  "311211",
  "321111",
  "112131",
  "113121",
  "211131",
  "121221",
  "312111",
  "311121",
  "122211",
  "111141",
  "1111411",
].map(digitWidths);

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
