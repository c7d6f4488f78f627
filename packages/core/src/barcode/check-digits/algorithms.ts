import type { CheckDigitAlgorithm } from "../content/content-rules.js";
import { code32CheckDigit } from "./code32.js";
import { deutschePostCheckDigit } from "./deutsche-post.js";
import { postalCheckDigit } from "./digit-sum.js";
import { gs1CheckDigit } from "./gs1-mod10.js";
import { isbn10CheckDigit, issnCheckDigit } from "./mod11.js";
import { pznCheckDigit } from "./pzn.js";
import { expandUpce } from "./upce.js";

/** Every check-digit algorithm the symbologies use, by what messages call it. */
export const CHECK_DIGITS = {
  gs1: { name: "GS1 mod-10", compute: gs1CheckDigit },
  upce: { name: "UPC-E (GS1 mod-10 of the expanded UPC-A number)", compute: (d) => gs1CheckDigit(expandUpce(d)) },
  isbn10: { name: "ISBN-10 mod-11", compute: isbn10CheckDigit },
  issn: { name: "ISSN mod-11", compute: issnCheckDigit },
  code32: { name: "Code 32 mod-10", compute: code32CheckDigit },
  pzn: { name: "PZN mod-11", compute: pznCheckDigit },
  postal: { name: "USPS digit-sum mod-10", compute: postalCheckDigit },
  deutschePost: { name: "Deutsche Post 4-9 mod-10", compute: deutschePostCheckDigit },
} as const satisfies Record<string, CheckDigitAlgorithm>;
