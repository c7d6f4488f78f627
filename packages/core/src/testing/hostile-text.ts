import fc from "fast-check";

/** Line breaks, NUL and other controls, and the delimiters and escapes of every payload family. */
export const HOSTILE: readonly string[] = [
  "\r",
  "\n",
  "\r\n",
  "\u0000",
  "\t",
  "\u000b",
  "\u000c",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u2028",
  ";",
  ";;",
  ":",
  ",",
  "\\",
  "\\n",
  "\\;",
  '"',
  "'",
  "=",
  "&",
  "?",
  "#",
  "%",
  "%0A",
  "%ZZ",
  "+",
  "/",
  "*",
  "***",
  "<",
  ">",
  " ",
  "\r\nTEL:+19005551234",
  "\r\nEND:VCARD\r\n",
  "\nEND:VEVENT",
  "\nBEGIN:VALARM",
  ";TYPE=",
  "P:",
  "S:",
  "T:nopass",
  "6304ABCD",
  "0503***",
  "000201",
  "BCD",
  "SPC",
  "EPD",
  "&amount=1000",
  "?body=",
  "é",
  "ü",
  "日本",
  "🎉",
];

const token = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9]{1,6}$/) },
);
/**
 * Text built from line breaks, NUL and other controls, the delimiters and escapes of every payload family (vCard,
 * iCalendar, MECARD, WIFI, EMV TLV, EPC, Swiss QR-bill, URIs) and a few letters beyond ASCII: what a hostile form
 * field would send.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(hostileText, (text) => { ... }));
 * ```
 */
export const hostileText: fc.Arbitrary<string> = fc
  .array(token, { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(""));

/** The tokens of {@link HOSTILE} that are no control characters: delimiters, escapes, letters beyond ASCII. */
const PRINTABLE = HOSTILE.filter((token) => !/\p{Cc}/u.test(token));

/**
 * Like {@link hostileText} without control characters (`lineBreaks` keeps CR and LF): every delimiter and escape of
 * the payload families, which a field must carry through as text rather than refuse.
 *
 * @example
 * ```ts
 * fc.sample(delimiterText(), 1); // e.g. [";;\\n%0A=BEGIN:VCARD"]
 * ```
 */
export const delimiterText = (lineBreaks = false): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...PRINTABLE, ...(lineBreaks ? ["\r\n", "\n", "\r"] : [])) },
        { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9]{1,6}$/) },
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((parts) => parts.join(""));
