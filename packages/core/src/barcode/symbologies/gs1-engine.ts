import { contentError } from "../content/content-rules.js";
import { gtin } from "../content/gs1-numbers.js";
import { gs1Strings } from "../content/gs1-strings.js";
import { defineSymbology } from "../symbology.js";

const databar = { shape: "bars", family: "linear", quietZone: [1, 1] } as const;
const stackedDatabar = { shape: "stack", family: "stacked", quietZone: [1, 1] } as const;

const databar_omni = defineSymbology({
  ...databar,
  key: "databar_omni",
  label: "GS1 DataBar Omnidirectional",
  bcid: "databaromni",
  example: "(01)09521234543213",
  ...gtin(),
});

const databar_stacked = defineSymbology({
  ...stackedDatabar,
  key: "databar_stacked",
  label: "GS1 DataBar Stacked",
  bcid: "databarstacked",
  example: "(01)09521234543213",
  ...gtin(),
});

const databar_stacked_omni = defineSymbology({
  ...stackedDatabar,
  key: "databar_stacked_omni",
  label: "GS1 DataBar Stacked Omnidirectional",
  bcid: "databarstackedomni",
  example: "(01)09521234543213",
  ...gtin(),
});

const databar_limited = defineSymbology({
  ...databar,
  quietZone: [1, 5],
  key: "databar_limited",
  label: "GS1 DataBar Limited",
  bcid: "databarlimited",
  example: "(01)09521234543213",
  ...gtin("The GTIN-14 must start with 0 or 1.", (digits, key) => {
    if (digits[0] !== "0" && digits[0] !== "1") {
      throw contentError(`must be a GTIN-14 starting with 0 or 1 for ${key}; got ${digits[0]}`);
    }
  }),
});

const databar_expanded = defineSymbology({
  ...databar,
  key: "databar_expanded",
  label: "GS1 DataBar Expanded",
  bcid: "databarexpanded",
  example: "(01)09521234543213(3103)000123",
  ...gs1Strings(),
});

const databar_expanded_stacked = defineSymbology({
  ...stackedDatabar,
  key: "databar_expanded_stacked",
  label: "GS1 DataBar Expanded Stacked",
  bcid: "databarexpandedstacked",
  example: "(01)09521234543213(3103)000123",
  ...gs1Strings({ notes: "Rows of 4 segments." }),
});

/** The GS1 DataBar family, which bwip-js draws. */
export const GS1_ENGINE_SYMBOLOGIES = [
  databar_omni,
  databar_stacked,
  databar_stacked_omni,
  databar_limited,
  databar_expanded,
  databar_expanded_stacked,
];
