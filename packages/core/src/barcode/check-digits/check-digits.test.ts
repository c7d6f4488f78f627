import { describe, expect, it } from "vitest";
import { code32CheckDigit } from "./code32.js";
import { deutschePostCheckDigit } from "./deutsche-post.js";
import { postalCheckDigit } from "./digit-sum.js";
import { gs1CheckDigit } from "./gs1-mod10.js";
import { isbn10CheckDigit, issnCheckDigit } from "./mod11.js";
import { pznCheckDigit } from "./pzn.js";
import { expandUpce } from "./upce.js";

// Every expected value is a published example (source in the row), not this code's output.
describe("gs1CheckDigit", () => {
  it.each([
    ["590123412345", "7", "EAN-13 5901234123457 (Wikipedia, EAN-13)"],
    ["400638133393", "1", "EAN-13 4006381333931 (Wikipedia, check digit)"],
    ["03600029145", "2", "UPC-A 036000291452 (Wikipedia, UPC)"],
    ["9638507", "4", "EAN-8 96385074 (Wikipedia, EAN-8)"],
    ["37610425002123456", "9", "SSCC 376104250021234569 (GS1 check digit calculator example)"],
    ["978030640615", "7", "ISBN 978-0-306-40615-7 (ISO 2108 example)"],
    ["1540014128876", "3", "ITF-14 15400141288763 (Wikipedia, ITF-14)"],
    ["0952876543210", "8", "GTIN-14 09528765432108 (BWIPP EAN-14 example)"],
  ])("%s → %s (%s)", (data, check) => {
    expect(gs1CheckDigit(data)).toBe(check);
  });
});

describe("expandUpce (UPC-E to UPC-A, the table of the UPC-E standard)", () => {
  it.each([
    ["0123456", "01234500006", "UPC-E 01234565 = UPC-A 012345000065 (Wikipedia)"],
    ["0425261", "04210000526", "UPC-E 04252614 = UPC-A 042100005264 (Wikipedia)"],
    ["0123450", "01200000345", "last digit 0: manufacturer d1 d2 0 0 0, item 0 0 d3 d4 d5"],
    ["1987652", "19820000765", "last digit 2: number system 1 kept"],
    ["0123453", "01230000045", "last digit 3: d1 d2 d3 0 0, item 0 0 0 d4 d5"],
    ["0123454", "01234000005", "last digit 4: d1 d2 d3 d4 0, item 0 0 0 0 d5"],
    ["0123459", "01234500009", "last digit 5-9: d1..d5, item 0 0 0 0 d6"],
  ])("%s → %s (%s)", (upce, upca) => {
    expect(expandUpce(upce)).toBe(upca);
  });
});

describe("mod-11 check characters", () => {
  it.each([
    ["030640615", "2", "ISBN 0-306-40615-2 (ISO 2108 example)"],
    ["080442957", "X", "ISBN 0-8044-2957-X (Wikipedia, ISBN)"],
  ])("ISBN-10 %s → %s (%s)", (data, check) => {
    expect(isbn10CheckDigit(data)).toBe(check);
  });

  it.each([
    ["0378595", "5", "ISSN 0378-5955 (ISO 3297 / Wikipedia)"],
    ["0317847", "1", "ISSN 0317-8471 (Wikipedia, ISSN)"],
    ["2434561", "X", "ISSN 2434-561X (Wikipedia, ISSN)"],
  ])("ISSN %s → %s (%s)", (data, check) => {
    expect(issnCheckDigit(data)).toBe(check);
  });
});

describe("pharmaceutical check digits", () => {
  it.each([
    // 0+2+4+6 = 12; 1,3,5,7 doubled = 2,6,10,14 → digit sums 2+6+1+5 = 14; 26 mod 10 = 6 (A012345676).
    ["01234567", "6"],
  ])("Code 32 %s → %s", (data, check) => {
    expect(code32CheckDigit(data)).toBe(check);
  });

  it.each([
    // IFA rule, by hand: 2·1 + 7·2 + 5·3 + 8·4 + 0·5 + 8·6 + 9·7 = 174; 174 mod 11 = 9.
    ["2758089", "9"],
    // By hand: 0·1 + 4·2 + 1·3 + 3·4 + 1·5 + 3·6 + 5·7 = 81; 81 mod 11 = 4.
    ["0413135", "4"],
  ])("PZN %s → %s", (data, check) => {
    expect(pznCheckDigit(data)).toBe(check);
  });

  it("has no PZN check digit when the remainder is 10 (such numbers are not issued)", () => {
    // 1·1 + 1·2 + 1·7 = 10: remainder 10.
    expect(pznCheckDigit("1100001")).toBeUndefined();
  });
});

describe("postal and Deutsche Post check digits", () => {
  it.each([
    ["555551237", "2", "POSTNET ZIP+4 55555-1237 (Wikipedia, POSTNET: digit sum 38)"],
    ["12345", "5", "digit sum 15"],
  ])("POSTNET %s → %s (%s)", (data, check) => {
    expect(postalCheckDigit(data)).toBe(check);
  });

  it.each([
    ["56310243031", "3", "Identcode 56.310 243.031 3 (BWIPP's example)"],
    ["2134807501640", "1", "Leitcode 21348.075.016.40 1 (BWIPP's example)"],
  ])("%s → %s (%s)", (data, check) => {
    expect(deutschePostCheckDigit(data)).toBe(check);
  });
});
