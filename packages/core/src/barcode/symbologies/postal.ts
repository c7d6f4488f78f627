import { DEUTSCHE_POST_MOD10 } from "../check-digits/deutsche-post.js";
import { USPS_DIGIT_SUM } from "../check-digits/digit-sum.js";
import { characterSet } from "../content/character-set.js";
import { checkDigitNumber } from "../content/check-digit-number.js";
import { contentError, requireCharacters } from "../content/content-rules.js";
import { defineSymbology } from "../symbology.js";

/** Postal bars are 0.508 mm (0.02 in) wide: a module is one bar, quiet zones follow each post's rules. */
const postal = { shape: "bars", family: "postal" } as const;

/** POSTNET and PLANET: BWIPP validates a given check digit with `validatecheck` and prints it. */
const usps = { ...postal, quietZone: [7, 7], options: { validatecheck: true, includecheckintext: true } } as const;

const postnet = defineSymbology({
  ...usps,
  key: "postnet",
  label: "USPS POSTNET",
  bcid: "postnet",
  example: "5555512372",
  ...checkDigitNumber({
    dataLengths: [5, 9, 11],
    algorithm: USPS_DIGIT_SUM,
    notes: "ZIP (5), ZIP+4 (9) or ZIP+4 and delivery point (11) digits; retired by USPS for automation rates in 2013.",
  }),
});

const planet = defineSymbology({
  ...usps,
  key: "planet",
  label: "USPS PLANET",
  bcid: "planet",
  example: "012345678905",
  ...checkDigitNumber({ dataLengths: [11, 13], algorithm: USPS_DIGIT_SUM }),
});

const usps_imb = defineSymbology({
  ...postal,
  key: "usps_imb",
  label: "USPS Intelligent Mail (OneCode)",
  bcid: "onecode",
  quietZone: [7, 7],
  example: "01234567094987654321",
  ...characterSet({
    chars: /[0-9]/,
    characters:
      "digits 0-9: a 20-digit tracking code (barcode ID, its second digit 0-4; service type; mailer ID; serial) and a routing code of 0, 5, 9 or 11 digits",
    unit: "digits",
    lengths: [20, 25, 29, 31],
    check: { check_digit: "internal", check_algorithm: "11-bit CRC inside the symbol" },
    refine(content, key) {
      if (content[1] && content[1] > "4") {
        throw contentError(
          `must have a barcode identifier whose second digit is 0-4 for ${key}; got ${content.slice(0, 2)}`,
        );
      }
    },
  }),
});

const royalmail = defineSymbology({
  ...postal,
  key: "royalmail",
  label: "Royal Mail 4-State (RM4SCC)",
  bcid: "royalmail",
  quietZone: [4, 4],
  example: "LE28HS9Z",
  ...characterSet({
    chars: /[0-9A-Z]/,
    characters: "digits and capital letters",
    check: { check_digit: "appended", check_algorithm: "RM4SCC row/column check character" },
    notes: "Postcode and delivery point, without spaces.",
  }),
});

const kix = defineSymbology({
  ...postal,
  key: "kix",
  label: "PostNL KIX",
  bcid: "kix",
  quietZone: [4, 4],
  example: "1231FZ13XHS",
  ...characterSet({
    chars: /[0-9A-Z]/,
    characters: "digits and capital letters",
    notes: "Postcode, house number and suffix, without spaces (X separates a suffix).",
  }),
});

const japanpost = defineSymbology({
  ...postal,
  key: "japanpost",
  label: "Japan Post 4-State Customer Code",
  bcid: "japanpost",
  quietZone: [4, 4],
  example: "6540123789-A-K-Z",
  ...characterSet({
    chars: /[0-9A-Z-]/,
    characters: "digits, capital letters and -",
    check: { check_digit: "appended", check_algorithm: "mod-19 check character" },
  }),
});

const AUSPOST_FCC: Record<string, number> = { "11": 0, "45": 0, "87": 0, "92": 0, "59": 8, "62": 15 };

const auspost = defineSymbology({
  ...postal,
  key: "auspost",
  label: "Australia Post 4-State Customer Barcode",
  bcid: "auspost",
  quietZone: [12, 12],
  example: "5956439111",
  options: { custinfoenc: "numeric" },
  content: {
    characters:
      "digits: a format control code (11, 45, 59, 62, 87 or 92), an 8-digit DPID, then customer information digits (up to 8 after 59, up to 15 after 62)",
    length: "10 digits; up to 18 with FCC 59, up to 25 with FCC 62",
    pattern: "^(?:(?:11|45|87|92)\\d{8}|59\\d{8,16}|62\\d{8,23})$",
    check_digit: "internal",
    check_algorithm: "Reed-Solomon parity bars",
  },
  prepare(content, key) {
    requireCharacters(content, /[0-9]/, "digits", key);
    const extra = AUSPOST_FCC[content.slice(0, 2)];
    if (extra === undefined) {
      throw contentError(
        `must start with a format control code 11, 45, 59, 62, 87 or 92 for ${key}; got ${content.slice(0, 2)}`,
      );
    }
    if (content.length < 10 || content.length > 10 + extra) {
      throw contentError(
        `must be the FCC ${content.slice(0, 2)}, an 8-digit DPID${extra ? ` and at most ${extra} digits of customer information` : " and nothing more"} for ${key}; got ${content.length} digits`,
      );
    }
    return { text: content, payload: content, hri: content };
  },
});

const deutschePost = (dataLength: number) =>
  checkDigitNumber({
    dataLengths: [dataLength],
    algorithm: DEUTSCHE_POST_MOD10,
    notes: "Interleaved 2 of 5 underneath.",
  });

const identcode = defineSymbology({
  key: "identcode",
  label: "Deutsche Post Identcode",
  bcid: "identcode",
  shape: "bars",
  family: "linear",
  quietZone: [10, 10],
  example: "563102430313",
  ...deutschePost(11),
});

const leitcode = defineSymbology({
  key: "leitcode",
  label: "Deutsche Post Leitcode",
  bcid: "leitcode",
  shape: "bars",
  family: "linear",
  quietZone: [10, 10],
  example: "21348075016401",
  ...deutschePost(13),
});

/** Postal symbologies. */
export const POSTAL_SYMBOLOGIES = [postnet, planet, usps_imb, royalmail, kix, japanpost, auspost, identcode, leitcode];
