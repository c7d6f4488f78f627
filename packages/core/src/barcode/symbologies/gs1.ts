import { GS1_MOD10 } from "../check-digits/gs1-mod10.js";
import { checkDigitNumber } from "../content/check-digit-number.js";
import type { Gs1Element } from "../content/gs1-element-string.js";
import { aiNumber, gtin } from "../content/gs1-numbers.js";
import { gs1Strings } from "../content/gs1-strings.js";
import { encodeGs1128 } from "../encoders/code128.js";
import { encodeItf14 } from "../encoders/interleaved-2-of-5.js";
import { defineSymbology } from "../symbology.js";

/** GS1-128 bars with their 10-module quiet zones, `height` modules tall on the fast path. */
const gs1128Bars = (height: number) =>
  ({
    fast: (text: string, showText: boolean, gs1?: readonly Gs1Element[]) => encodeGs1128(text, showText, height, gs1),
    shape: "bars",
    family: "linear",
    quietZone: [10, 10],
  }) as const;

const gs1_128 = defineSymbology({
  key: "gs1_128",
  label: "GS1-128",
  bcid: "gs1-128",
  ...gs1128Bars(36),
  example: "(01)09521234543213(3103)000123",
  ...gs1Strings({ notes: "Carton and pallet labels: GTIN, batch, dates, weights, SSCC." }),
});

const ean14 = defineSymbology({
  key: "ean14",
  label: "EAN-14 (GS1-128 GTIN)",
  bcid: "ean14",
  ...gs1128Bars(72),
  example: "(01)09528765432108",
  ...gtin(),
});

const sscc18 = defineSymbology({
  key: "sscc18",
  label: "SSCC-18 (GS1-128 shipping container code)",
  bcid: "sscc18",
  ...gs1128Bars(72),
  example: "(00)095287654321012346",
  ...aiNumber("00", 17),
});

const itf14 = defineSymbology({
  key: "itf14",
  label: "ITF-14",
  bcid: "itf14",
  fast: encodeItf14,
  shape: "bars",
  family: "linear",
  quietZone: [0, 0],
  example: "15400141288763",
  ...checkDigitNumber({
    dataLengths: [13],
    algorithm: GS1_MOD10,
    notes: "Drawn inside its bearer box, which holds the 10-module quiet zones; nothing is added outside it.",
  }),
});

/** GS1 logistics symbologies qrbar encodes itself: GS1-128 and its fixed forms, and ITF-14. */
export const GS1_SYMBOLOGIES = [gs1_128, ean14, sscc18, itf14];
