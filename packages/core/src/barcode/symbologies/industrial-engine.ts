import type { BarcodeType } from "@qrbar/contract";
import { ASCII, DIGITS } from "../content/character-classes.js";
import { appendedCheck, characterSet } from "../content/character-set.js";
import { requireEvenLength } from "../content/content-rules.js";
import { defineSymbology } from "../symbology.js";
import { LINEAR_10 } from "./linear-defaults.js";

const code39ext = defineSymbology({
  ...LINEAR_10,
  key: "code39ext",
  label: "Code 39 Extended (full ASCII)",
  bcid: "code39ext",
  example: "Code39 Ext!",
  ...characterSet(ASCII),
});

const code93ext = defineSymbology({
  ...LINEAR_10,
  key: "code93ext",
  label: "Code 93 Extended (full ASCII)",
  bcid: "code93ext",
  example: "Code93 ext!",
  options: { includecheck: true },
  ...characterSet({ ...ASCII, check: appendedCheck("two mod-47 check characters (C and K)") }),
});

/** The other 2-of-5 codes: digits only, no check digit. One row each. */
const TWO_OF_FIVE = [
  ["code2of5", "Code 25 (Standard 2 of 5)", "code2of5"],
  ["industrial2of5", "Industrial 2 of 5", "industrial2of5"],
  ["iata2of5", "IATA 2 of 5", "iata2of5"],
  ["matrix2of5", "Matrix 2 of 5", "matrix2of5"],
  ["datalogic2of5", "Datalogic 2 of 5", "datalogic2of5"],
  ["coop2of5", "COOP 2 of 5", "coop2of5"],
] as const satisfies ReadonlyArray<readonly [key: BarcodeType, label: string, bcid: string]>;

const twoOfFive = TWO_OF_FIVE.map(([key, label, bcid]) =>
  defineSymbology({ ...LINEAR_10, key, label, bcid, example: "01234567", ...characterSet(DIGITS) }),
);

const code11 = defineSymbology({
  ...LINEAR_10,
  key: "code11",
  label: "Code 11",
  bcid: "code11",
  example: "0123-4567",
  options: { includecheck: true },
  ...characterSet({
    chars: /[0-9-]/,
    characters: "digits and -",
    check: appendedCheck("check digit C, and K too from 10 characters on (mod-11)"),
  }),
});

const msi = defineSymbology({
  ...LINEAR_10,
  key: "msi",
  label: "MSI Plessey",
  bcid: "msi",
  quietZone: [12, 12],
  example: "1234567",
  options: { includecheck: true, checktype: "mod10" },
  ...characterSet({ ...DIGITS, check: appendedCheck("mod-10 (Luhn)") }),
});

const plessey = defineSymbology({
  ...LINEAR_10,
  key: "plessey",
  label: "Plessey UK",
  bcid: "plessey",
  quietZone: [12, 12],
  example: "01234ABCD",
  ...characterSet({
    chars: /[0-9A-F]/,
    characters: "digits and A-F",
    check: appendedCheck("CRC (two check characters)"),
  }),
});

const telepen = defineSymbology({
  ...LINEAR_10,
  key: "telepen",
  label: "Telepen (full ASCII)",
  bcid: "telepen",
  example: "Telepen 1234",
  ...characterSet({ ...ASCII, check: appendedCheck("mod-127 check character") }),
});

const telepen_numeric = defineSymbology({
  ...LINEAR_10,
  key: "telepen_numeric",
  label: "Telepen Numeric",
  bcid: "telepennumeric",
  example: "01234567",
  ...characterSet({
    ...DIGITS,
    lengths: { min: 2 },
    check: appendedCheck("mod-127 check character"),
    notes: "An even number of digits: Telepen Numeric encodes digit pairs.",
    refine: requireEvenLength,
  }),
});

/** The industrial linear symbologies bwip-js draws: the extended Code 39 and 93, the 2 of 5 family and the rarer codes. */
export const INDUSTRIAL_ENGINE_SYMBOLOGIES = [
  code39ext,
  code93ext,
  ...twoOfFive,
  code11,
  msi,
  plessey,
  telepen,
  telepen_numeric,
];
