import { GS1_MOD10 } from "../check-digits/gs1-mod10.js";
import { ISBN10_MOD11, ISSN_MOD11 } from "../check-digits/mod11.js";
import { splitAddOn } from "../content/add-on.js";
import { contentError, requireCharacters, withCheckDigit } from "../content/content-rules.js";
import { defineSymbology } from "../symbology.js";
import { LINEAR_BARS } from "./linear-defaults.js";

/** What a book-number check looks at: data digits (no separators) and the check character, if given. */
function splitBookNumber(main: string, key: string, dataDigits: number, checkChars: RegExp) {
  requireCharacters(main, /[0-9X-]/, "digits, hyphens and a final X", key);
  const digits = main.replace(/-/g, "");
  if (digits.length !== dataDigits && digits.length !== dataDigits + 1) return undefined;
  const check = digits.length > dataDigits ? digits.slice(dataDigits) : "";
  if (!/^\d*$/.test(digits.slice(0, dataDigits)) || (check && !checkChars.test(check))) return undefined;
  return { data: digits.slice(0, dataDigits), check };
}

/**
 * ISBN as BWIPP takes it: hyphenated ISBN-13 (`978-1-56581-231-4`) or ISBN-10 (`1-56581-231-X`), the
 * check digit optional; an ISBN-10 is printed as its 978 EAN-13. The hyphens are printed as given.
 */
const isbn = defineSymbology({
  ...LINEAR_BARS,
  key: "isbn",
  label: "ISBN (Bookland EAN-13)",
  bcid: "isbn",
  quietZone: [11, 7],
  example: "978-1-56581-231-4",
  content: {
    characters: "digits and hyphens (X as an ISBN-10 check digit); a space and a 2- or 5-digit add-on may follow",
    length:
      "ISBN-13: 12 digits and 3 hyphens, or 13 digits and 4 hyphens; ISBN-10: 9 digits and 2 hyphens, or 10 and 3",
    pattern: "^(?:97[89]-[0-9-]+|[0-9][0-9-]+)(?:-[0-9X])?(?: \\d{2}| \\d{5})?$",
    check_digit: "computed",
    check_algorithm: "GS1 mod-10 (ISBN-13), mod-11 (ISBN-10)",
    notes:
      "Write the ISBN hyphenated as assigned: the hyphens are printed above the bars. For a bare 13-digit number use ean13.",
  },
  prepare(content, key) {
    const { main, addOn } = splitAddOn(content, key);
    const thirteen = /^97[89]-/.test(main);
    const parts = splitBookNumber(main, key, thirteen ? 12 : 9, thirteen ? /^\d$/ : /^[\dX]$/);
    if (!parts) {
      throw contentError(
        `must be a hyphenated ISBN such as 978-1-56581-231-4 (ISBN-13) or 1-56581-231-X (ISBN-10) for ${key}; for a bare 13-digit number use ean13`,
      );
    }
    const algorithm = thirteen ? GS1_MOD10 : ISBN10_MOD11;
    const full = withCheckDigit(parts.data + parts.check, parts.data.length, algorithm, key);
    const hyphenated = parts.check ? main : `${main}-${full.slice(-1)}`;
    const ean = thirteen ? full : withCheckDigit(`978${parts.data}`, 12, GS1_MOD10, key);
    const tail = addOn ? ` ${addOn}` : "";
    return { text: hyphenated + tail, payload: ean + tail, hri: `ISBN ${hyphenated}${tail}` };
  },
});

/**
 * ISSN of a serial, printed as EAN-13 `977` + 7 digits + a 2-digit sequence variant (default 00) +
 * check digit. Content: `0317-8471`, the check character optional, then optionally ` 01` (variant)
 * and ` 12` or ` 12345` (add-on, only after a variant).
 */
const issn = defineSymbology({
  ...LINEAR_BARS,
  key: "issn",
  label: "ISSN (serials EAN-13)",
  bcid: "issn",
  quietZone: [11, 7],
  example: "0317-8471",
  content: {
    characters:
      "digits, one hyphen and X as the check character; then optionally a space and a 2-digit sequence variant, then a space and a 2- or 5-digit add-on",
    length: "7 digits without the check character, 8 with it (the hyphen optional)",
    pattern: "^\\d{4}-?\\d{3}[\\dX]?(?: \\d{2}(?: \\d{2}| \\d{5})?)?$",
    check_digit: "computed",
    check_algorithm: "ISSN mod-11 (and GS1 mod-10 for the EAN-13)",
  },
  prepare(content, key) {
    const [number = "", variant = "00", addOn, ...rest] = content.split(" ");
    if (rest.length || !/^\d{2}$/.test(variant) || (addOn !== undefined && !/^(?:\d{2}|\d{5})$/.test(addOn))) {
      throw contentError(
        `must be an ISSN such as 0317-8471, optionally followed by ' 00' (sequence variant) and ' 12' or ' 12345' (add-on), for ${key}`,
      );
    }
    const parts = /^(\d{4})-?(\d{3})([\dX]?)$/.exec(number);
    if (!parts)
      throw contentError(
        `must be an ISSN such as 0317-8471 (the check character optional) for ${key}; got '${number}'`,
      );
    const full = withCheckDigit(`${parts[1]}${parts[2]}${parts[3]}`, 7, ISSN_MOD11, key);
    const hyphenated = `${full.slice(0, 4)}-${full.slice(4)}`;
    const ean = withCheckDigit(`977${full.slice(0, 7)}${variant}`, 12, GS1_MOD10, key);
    const tail = addOn ? ` ${addOn}` : "";
    return { text: `${hyphenated} ${variant}${tail}`, payload: ean + tail, hri: `ISSN ${hyphenated}${tail}` };
  },
});

/**
 * ISMN of printed music: hyphenated ISMN-13 (`979-0-2605-3211-3`) or the older ISMN-10 (`M-2605-3211-3`),
 * the check digit optional; both are the EAN-13 979-0 number.
 */
const ismn = defineSymbology({
  ...LINEAR_BARS,
  key: "ismn",
  label: "ISMN (music EAN-13)",
  bcid: "ismn",
  quietZone: [11, 7],
  example: "979-0-2605-3211-3",
  content: {
    characters: "digits and hyphens after 979-0- (or M- for ISMN-10); a space and a 2- or 5-digit add-on may follow",
    length: "ISMN-13: 12 digits and 3 hyphens, or 13 and 4; ISMN-10: M and 8 digits, or M and 9",
    pattern: "^(?:979-0-|M-)[0-9-]+(?: \\d{2}| \\d{5})?$",
    check_digit: "computed",
    check_algorithm: "GS1 mod-10 of 9790 and the digits",
    notes: "Write the ISMN hyphenated as assigned: the hyphens are printed above the bars.",
  },
  prepare(content, key) {
    const { main, addOn } = splitAddOn(content, key);
    const ten = main.startsWith("M-");
    const parts = ten
      ? splitBookNumber(main.slice(2), key, 8, /^\d$/)
      : main.startsWith("979-0-")
        ? splitBookNumber(main, key, 12, /^\d$/)
        : undefined;
    if (!parts) {
      throw contentError(`must be a hyphenated ISMN such as 979-0-2605-3211-3 or M-2605-3211-3 for ${key}`);
    }
    const data = ten ? `9790${parts.data}` : parts.data;
    const full = withCheckDigit(data + parts.check, 12, GS1_MOD10, key);
    const hyphenated = parts.check ? main : `${main}-${full.slice(-1)}`;
    const tail = addOn ? ` ${addOn}` : "";
    return { text: hyphenated + tail, payload: full + tail, hri: `ISMN ${hyphenated}${tail}` };
  },
});

/** The book and serial numbers bwip-js draws: ISBN, ISSN and ISMN. */
export const RETAIL_ENGINE_SYMBOLOGIES = [isbn, issn, ismn];
