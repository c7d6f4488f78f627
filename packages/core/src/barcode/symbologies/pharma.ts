import { CODE32_MOD10 } from "../check-digits/code32.js";
import { PZN_MOD11 } from "../check-digits/pzn.js";
import { checkDigitNumber } from "../content/check-digit-number.js";
import { wholeNumber } from "../content/number-range.js";
import { defineSymbology } from "../symbology.js";

const pharmacode = defineSymbology({
  key: "pharmacode",
  label: "Pharmacode (Laetus, one track)",
  bcid: "pharmacode",
  shape: "bars",
  family: "linear",
  quietZone: [6, 6],
  example: "117480",
  ...wholeNumber(3, 131070, "Read by packaging machines, in one direction; it has no human-readable text."),
});

const pharmacode2 = defineSymbology({
  key: "pharmacode2",
  label: "Pharmacode (two-track)",
  bcid: "pharmacode2",
  shape: "bars",
  family: "postal",
  quietZone: [6, 6],
  example: "117480",
  ...wholeNumber(4, 64570080),
});

const code32 = defineSymbology({
  key: "code32",
  label: "Code 32 (Italian Pharmacode)",
  bcid: "code32",
  shape: "bars",
  family: "linear",
  quietZone: [10, 10],
  example: "012345676",
  ...checkDigitNumber({
    dataLengths: [8],
    algorithm: CODE32_MOD10,
    encode: (n) => ({ text: n, payload: `A${n}`, hri: `A${n}` }),
    notes: "Printed and scanned with an A in front (A012345676).",
  }),
});

const pzn = defineSymbology({
  key: "pzn",
  label: "PZN (Pharmazentralnummer, PZN8)",
  bcid: "pzn",
  shape: "bars",
  family: "linear",
  quietZone: [10, 10],
  example: "27580899",
  options: { pzn8: true },
  ...checkDigitNumber({
    dataLengths: [7],
    algorithm: PZN_MOD11,
    encode: (n) => ({ text: n, payload: `-${n}`, hri: `PZN - ${n}` }),
    notes: "A Code 39 symbol of '-' and the 8 digits; Code 39 scanners report it so.",
  }),
});

/** Pharmaceutical codes. */
export const PHARMA_SYMBOLOGIES = [pharmacode, pharmacode2, code32, pzn];
