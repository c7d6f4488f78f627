import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePng } from "../../testing/index.js";
import { BARCODE_TESTS, symbologyTests } from "../../testing/symbology-tests.js";
import { generateBarcode } from "../generate-barcode.js";

symbologyTests({
  decodes: [
    ["code128", "Hello, World! 123", "Hello, World! 123", "Code128"],
    ["code128", "A\tB\r\nC", "A\tB\r\nC", "Code128"],
    ["code39", "CODE-39 TEST", "CODE-39 TEST", "Code39"],
    ["code39ext", "Code39 ext!", "Code39 ext!", "Code39Ext"],
    ["code93", "CODE-93 $/+%", "CODE-93 $/+%", "Code93"],
    ["code93ext", "Code93 ext!", "Code93 ext!", "Code93"],
    ["codabar", "40156", "A40156B", "Codabar"],
    ["codabar", "C12-34D", "C12-34D", "Codabar"],
    ["interleaved2of5", "0123456789", "0123456789", "ITF"],
    ["telepen", "Telepen 1234", "Telepen 1234", "TelepenAlpha"],
    ["telepen_numeric", "01234567", "01234567", "TelepenNumeric"],
  ],
  refusals: [
    ["interleaved2of5", "123", "must have an even number of digits for interleaved2of5 (it encodes pairs); got 3"],
    ["telepen_numeric", "12345", "must have an even number of digits for telepen_numeric"],
    ["code128", "café", "may only hold ASCII characters 0-127 for code128; found U+00E9 at position 4"],
    [
      "code39",
      "abc",
      "may only hold digits, capital letters, space and - . $ / + % for code39; found 'a' at position 1",
    ],
    ["code39ext", "€", "found U+20AC at position 1"],
    ["code93", "a1", "found 'a' at position 1"],
    ["code93ext", "ü", "found U+00FC at position 1"],
    ["codabar", "A12X4B", "found 'X' at position 3"],
    ["codabar", "A1234", "found 'A' at position 1"],
    ["code2of5", "12A", "may only hold digits 0-9 for code2of5; found 'A' at position 3"],
    ["industrial2of5", "1 2", "found U+0020 at position 2"],
    ["iata2of5", "x", "for iata2of5; found 'x'"],
    ["matrix2of5", "-", "for matrix2of5; found '-'"],
    ["datalogic2of5", "1.5", "for datalogic2of5; found '.'"],
    ["coop2of5", "+1", "for coop2of5; found '+'"],
    ["code11", "12/3", "may only hold digits and - for code11; found '/' at position 3"],
    ["msi", "12A", "may only hold digits 0-9 for msi; found 'A' at position 3"],
    ["plessey", "12G", "may only hold digits and A-F for plessey; found 'G' at position 3"],
    ["telepen", "naïve", "found U+00EF at position 3"],
    ["code128", "x".repeat(4000), "is too long for code128"],
  ],
});

describe(BARCODE_TESTS.roundTrips, () => {
  it("round-trips any printable ASCII through code128 (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({
          unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)),
          minLength: 1,
          maxLength: 24,
        }),
        async (text) => {
          const [symbol] = await decodePng(
            generateBarcode({ type: "code128", content: text, customization: { width: 800 } }).bytes,
          );
          expect(symbol?.text).toBe(text);
        },
      ),
      { numRuns: 25 },
    );
  });
});
