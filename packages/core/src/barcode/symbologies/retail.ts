import { GS1_MOD10 } from "../check-digits/gs1-mod10.js";
import { UPCE_MOD10 } from "../check-digits/upce.js";
import { checkDigitNumber } from "../content/check-digit-number.js";
import { contentError } from "../content/content-rules.js";
import { encodeEanUpc } from "../encoders/ean-upc.js";
import { defineSymbology } from "../symbology.js";
import { LINEAR_BARS } from "./linear-defaults.js";

/** EAN-13, the retail number of most of the world: 12 digits and a GS1 check digit. */
const ean13 = defineSymbology({
  ...LINEAR_BARS,
  key: "ean13",
  label: "EAN-13",
  bcid: "ean13",
  fast: (text, showText) => encodeEanUpc("ean13", text, showText),
  quietZone: [11, 7],
  example: "5901234123457",
  ...checkDigitNumber({ dataLengths: [12], algorithm: GS1_MOD10, addOn: true }),
});

/** EAN-8, for small packs: 7 digits and a GS1 check digit. */
const ean8 = defineSymbology({
  ...LINEAR_BARS,
  key: "ean8",
  label: "EAN-8",
  bcid: "ean8",
  fast: (text, showText) => encodeEanUpc("ean8", text, showText),
  quietZone: [7, 7],
  example: "96385074",
  ...checkDigitNumber({ dataLengths: [7], algorithm: GS1_MOD10 }),
});

/** UPC-A, the North American retail number: 11 digits and a GS1 check digit. */
const upca = defineSymbology({
  ...LINEAR_BARS,
  key: "upca",
  label: "UPC-A",
  bcid: "upca",
  fast: (text, showText) => encodeEanUpc("upca", text, showText),
  quietZone: [9, 9],
  example: "036000291452",
  ...checkDigitNumber({ dataLengths: [11], algorithm: GS1_MOD10, addOn: true }),
});

/** UPC-E, zero-suppressed UPC-A: number system 0 or 1, 6 digits, the expanded number's check digit. */
const upce = defineSymbology({
  ...LINEAR_BARS,
  key: "upce",
  label: "UPC-E",
  bcid: "upce",
  fast: (text, showText) => encodeEanUpc("upce", text, showText),
  quietZone: [9, 7],
  example: "01234565",
  ...checkDigitNumber({
    dataLengths: [7],
    algorithm: UPCE_MOD10,
    addOn: true,
    notes:
      "The first digit is the number system, 0 or 1. The check digit is the one of the UPC-A number it abbreviates.",
    refine(digits, key) {
      if (digits[0] !== "0" && digits[0] !== "1") {
        throw contentError(`must start with number system 0 or 1 for ${key}; got ${digits[0]}`);
      }
    },
  }),
});

/** EAN and UPC, the retail numbers qrbar encodes itself. */
export const RETAIL_SYMBOLOGIES = [ean13, ean8, upca, upce];
