import { ASCII, CODE39, DIGITS } from "../content/character-classes.js";
import { characterSet } from "../content/character-set.js";
import { contentError, requireCharacters } from "../content/content-rules.js";
import { encodeCodabar } from "../encoders/codabar.js";
import { encodeCode39 } from "../encoders/code39.js";
import { encodeCode93 } from "../encoders/code93.js";
import { encodeCode128 } from "../encoders/code128.js";
import { encodeInterleaved2of5 } from "../encoders/interleaved-2-of-5.js";
import { defineSymbology } from "../symbology.js";

export const linear = { shape: "bars", family: "linear", quietZone: [10, 10] } as const;

/** Symbologies that encode digit pairs take an even number of digits. */
export function requireEvenLength(content: string, key: string): void {
  if (content.length % 2) {
    throw contentError(
      `must have an even number of digits for ${key} (it encodes pairs); got ${content.length}: add a leading 0`,
    );
  }
}

export const appended = (algorithm: string) => ({ check_digit: "appended", check_algorithm: algorithm }) as const;

const code128 = defineSymbology({
  ...linear,
  key: "code128",
  label: "Code 128",
  bcid: "code128",
  fast: encodeCode128,
  example: "ABC-12345-xyz",
  ...characterSet({ ...ASCII, check: appended("mod-103 (symbol check character)") }),
});

const code39 = defineSymbology({
  ...linear,
  key: "code39",
  label: "Code 39",
  bcid: "code39",
  fast: encodeCode39,
  example: "CODE-39 TEST",
  ...characterSet({ ...CODE39, notes: "Lower case and other ASCII: use code39ext." }),
});

const code93 = defineSymbology({
  ...linear,
  key: "code93",
  label: "Code 93",
  bcid: "code93",
  fast: encodeCode93,
  example: "CODE-93 TEST",
  options: { includecheck: true },
  ...characterSet({ ...CODE39, check: appended("two mod-47 check characters (C and K)") }),
});

const CODABAR_BODY = /[0-9$:/.+-]/;

/** Codabar with start and stop characters A-D; content without them gets A and B. */
const codabar = defineSymbology({
  ...linear,
  key: "codabar",
  label: "Codabar",
  bcid: "rationalizedCodabar",
  fast: encodeCodabar,
  example: "A40156B",
  content: {
    characters: "digits and - $ : / . +, between start and stop characters A, B, C or D",
    length: "1 or more characters between the start and stop characters",
    pattern: "^(?:[A-D][0-9$:/.+-]+[A-D]|[0-9$:/.+-]+)$",
    check_digit: "none",
    notes: "Without start and stop characters, A and B are added. Scanners report them.",
  },
  prepare(content, key) {
    const framed = /^[A-D]/.test(content) && /[A-D]$/.test(content) && content.length >= 3;
    const body = framed ? content.slice(1, -1) : content;
    requireCharacters(body, CODABAR_BODY, "digits and - $ : / . + between start and stop characters A-D", key);
    const full = framed ? content : `A${content}B`;
    return { text: full, payload: full, hri: full };
  },
});

const interleaved2of5 = defineSymbology({
  ...linear,
  key: "interleaved2of5",
  label: "Interleaved 2 of 5 (ITF)",
  bcid: "interleaved2of5",
  fast: encodeInterleaved2of5,
  example: "2401234567",
  ...characterSet({
    ...DIGITS,
    lengths: { min: 2 },
    notes: "An even number of digits: ITF encodes digit pairs.",
    refine: requireEvenLength,
  }),
});

/** General-purpose linear symbologies qrbar encodes itself. */
export const INDUSTRIAL_SYMBOLOGIES = [code128, code39, code93, codabar, interleaved2of5];
