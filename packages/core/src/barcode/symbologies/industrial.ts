import { ASCII, CODE39, DIGITS } from "../content/character-classes.js";
import { appendedCheck, characterSet } from "../content/character-set.js";
import { requireCharacters, requireEvenLength } from "../content/content-rules.js";
import { encodeCodabar } from "../encoders/codabar.js";
import { encodeCode39 } from "../encoders/code39.js";
import { encodeCode93 } from "../encoders/code93.js";
import { encodeCode128 } from "../encoders/code128.js";
import { encodeInterleaved2of5 } from "../encoders/interleaved-2-of-5.js";
import { defineSymbology } from "../symbology.js";
import { LINEAR_10 } from "./linear-defaults.js";

const code128 = defineSymbology({
  ...LINEAR_10,
  key: "code128",
  label: "Code 128",
  bcid: "code128",
  fast: encodeCode128,
  example: "ABC-12345-xyz",
  ...characterSet({ ...ASCII, check: appendedCheck("mod-103 (symbol check character)") }),
});

const code39 = defineSymbology({
  ...LINEAR_10,
  key: "code39",
  label: "Code 39",
  bcid: "code39",
  fast: encodeCode39,
  example: "CODE-39 TEST",
  ...characterSet({ ...CODE39, notes: "Lower case and other ASCII: use code39ext." }),
});

const code93 = defineSymbology({
  ...LINEAR_10,
  key: "code93",
  label: "Code 93",
  bcid: "code93",
  fast: encodeCode93,
  example: "CODE-93 TEST",
  options: { includecheck: true },
  ...characterSet({ ...CODE39, check: appendedCheck("two mod-47 check characters (C and K)") }),
});

const CODABAR_BODY = /[0-9$:/.+-]/;

/** Codabar with start and stop characters A-D; content without them gets A and B. */
const codabar = defineSymbology({
  ...LINEAR_10,
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
  ...LINEAR_10,
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
