import { ANY_TEXT, ASCII, REED_SOLOMON } from "../content/character-classes.js";
import { characterSet } from "../content/character-set.js";
import { defineSymbology } from "../symbology.js";

const stacked = { family: "stacked" } as const;
const MODULO = { check_digit: "internal", check_algorithm: "row and symbol check characters" } as const;

const pdf417 = defineSymbology({
  ...stacked,
  key: "pdf417",
  label: "PDF417",
  bcid: "pdf417",
  shape: "matrix",
  quietZone: [2, 2],
  example: "PDF417 shipping label 1234567890",
  ...characterSet({
    ...ANY_TEXT,
    check: REED_SOLOMON,
    capacity: 2713,
    notes: "Rows are 3 modules tall; error-correction level chosen by size.",
  }),
});

const pdf417_compact = defineSymbology({
  ...stacked,
  key: "pdf417_compact",
  label: "Compact PDF417 (truncated)",
  bcid: "pdf417compact",
  shape: "matrix",
  quietZone: [2, 2],
  example: "Compact PDF417 1234",
  ...characterSet({ ...ANY_TEXT, check: REED_SOLOMON, capacity: 2713 }),
});

const micropdf417 = defineSymbology({
  ...stacked,
  key: "micropdf417",
  label: "MicroPDF417",
  bcid: "micropdf417",
  shape: "matrix",
  quietZone: [1, 1],
  example: "MicroPDF417 1234",
  ...characterSet({ ...ANY_TEXT, check: REED_SOLOMON, capacity: 366, notes: "At most 150 bytes or 250 letters." }),
});

const code16k = defineSymbology({
  ...stacked,
  key: "code16k",
  label: "Code 16K",
  bcid: "code16k",
  shape: "stack",
  quietZone: [10, 1],
  example: "Code 16K 1234567890",
  ...characterSet({ ...ASCII, check: MODULO, capacity: 154 }),
});

const code49 = defineSymbology({
  ...stacked,
  key: "code49",
  label: "Code 49",
  bcid: "code49",
  shape: "stack",
  quietZone: [10, 1],
  example: "CODE 49 1234567890",
  ...characterSet({ ...ASCII, check: MODULO, capacity: 81 }),
});

const codablockf = defineSymbology({
  ...stacked,
  key: "codablockf",
  label: "Codablock F",
  bcid: "codablockf",
  shape: "stack",
  quietZone: [10, 1],
  example: "CODABLOCK F 1234567890",
  ...characterSet({ ...ASCII, check: MODULO, capacity: 700 }),
});

/** Stacked symbologies: rows of linear codes read as one symbol. */
export const STACKED_SYMBOLOGIES = [pdf417, pdf417_compact, micropdf417, code16k, code49, codablockf];
