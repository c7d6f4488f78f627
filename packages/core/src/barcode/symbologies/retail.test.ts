import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePng } from "../../testing/index.js";
import { BARCODE_TESTS, symbologyTests } from "../../testing/symbology-tests.js";
import { generateBarcode } from "../generate-barcode.js";

symbologyTests({
  decodes: [
    ["ean13", "590123412345", "5901234123457", "EAN13"],
    ["ean13", "5901234123457 12", "5901234123457", "EAN13"],
    ["ean8", "9638507", "96385074", "EAN8"],
    // zxing reports UPC-A as its 13-digit EAN form and UPC-E expanded to EAN-13.
    ["upca", "03600029145", "0036000291452", "EAN13"],
    ["upce", "0123456", "0012345000065", "UPCE"],
    ["isbn", "978-0-306-40615", "9780306406157", "EAN13"],
    ["isbn", "0-306-40615-2", "9780306406157", "EAN13"],
    // 977 + ISSN 0317847 + variant 00 → GS1 check 1.
    ["issn", "0317-8471", "9770317847001", "EAN13"],
    ["ismn", "979-0-2605-3211", "9790260532113", "EAN13"],
  ],
  texts: [
    ["upca", "03600029145", "036000291452", "036000291452"],
    ["upce", "0123456", "01234565", "01234565"],
    ["ean13", "5901234123457 12", "5901234123457 12", "5901234123457 12"],
    ["isbn", "978-0-306-40615", "9780306406157", "ISBN 978-0-306-40615-7"],
    ["issn", "0317847 00 12345", "9770317847001 12345", "ISSN 0317-8471 12345"],
    ["ismn", "M-2605-3211", "9790260532113", "ISMN M-2605-3211-3"],
  ],
  refusals: [
    // Check digits: a wrong one names the right one.
    ["ean13", "5901234123458", "has check digit 8, but the GS1 mod-10 check digit of 590123412345 is 7 (ean13)"],
    ["ean8", "96385075", "the GS1 mod-10 check digit of 9638507 is 4"],
    ["upca", "036000291453", "the GS1 mod-10 check digit of 03600029145 is 2"],
    ["upce", "01234564", "check digit of 0123456 is 5"],
    ["isbn", "978-1-56581-231-5", "the GS1 mod-10 check digit of 978156581231 is 4"],
    ["isbn", "1-56581-231-1", "the ISBN-10 mod-11 check digit of 156581231 is X"],
    ["issn", "0317-8472", "the ISSN mod-11 check digit of 0317847 is 1"],
    ["ismn", "979-0-2605-3211-4", "the GS1 mod-10 check digit of 979026053211 is 3"],
    // Lengths.
    ["ean13", "59012341234", "must be 12 or 13 digits for ean13 (12 and a check digit); got 11"],
    ["ean8", "963850", "must be 7 or 8 digits for ean8"],
    ["upca", "0360002914", "must be 11 or 12 digits for upca"],
    ["upce", "012345", "must be 7 or 8 digits for upce"],
    // Character sets.
    ["ean13", "59012341234a", "may only hold digits for ean13; found 'a' at position 12"],
    ["isbn", "9781565812314", "must be a hyphenated ISBN such as 978-1-56581-231-4"],
    ["issn", "0317-84", "must be an ISSN such as 0317-8471"],
    ["ismn", "979-1-2605-3211-3", "must be a hyphenated ISMN such as 979-0-2605-3211-3"],
    // Value ranges and other rules.
    ["upce", "21234565", "must start with number system 0 or 1 for upce; got 2"],
    [
      "ean13",
      "5901234123457 123",
      "may end in a space and a 2- or 5-digit add-on for ean13; got '123' after the space",
    ],
  ],
});

describe(BARCODE_TESTS.roundTrips, () => {
  it("gives any 12 digits a check digit zxing accepts, and reports it as the payload (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^\d{12}$/), async (digits) => {
        const image = generateBarcode({ type: "ean13", content: digits });
        const [symbol] = await decodePng(image.bytes);
        expect(symbol?.text.slice(0, 12)).toBe(digits);
        expect(image.payload).toBe(symbol?.text);
      }),
      { numRuns: 25 },
    );
  });
});
