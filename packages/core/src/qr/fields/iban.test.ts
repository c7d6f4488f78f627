import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { thrownQrbarError } from "../../testing/qrbar-error-of.js";
import { checkIban, IBAN_LENGTHS } from "./iban.js";
import { mod97 } from "./mod97.js";

const failure = (raw: string) => thrownQrbarError(() => checkIban(raw, "content.iban"), `checkIban(${raw})`);

// Examples printed in the SWIFT IBAN registry (ISO 13616), one per country format.
const REGISTRY_EXAMPLES = [
  "AD12 0001 2030 2003 5910 0100",
  "AE07 0331 2345 6789 0123 456",
  "AL47 2121 1009 0000 0002 3569 8741",
  "AT61 1904 3002 3457 3201",
  "BE68 5390 0754 7034",
  "BI42 1000 0100 0100 0033 2045 181",
  "BR18 0036 0305 0000 1000 9795 493C 1",
  "CH93 0076 2011 6238 5295 7",
  "DE89 3704 0044 0532 0130 00",
  "FR14 2004 1010 0505 0001 3M02 606",
  "GB29 NWBK 6016 1331 9268 19",
  "LC55 HEMM 0001 0001 0012 0012 0002 3015",
  "LY83 0020 4800 0020 1001 2036 1",
  "MT84 MALT 0110 0001 2345 MTLC AST0 01S",
  "NO93 8601 1117 947",
  "QA58 DOHB 0000 1234 5678 90AB CDEF G",
  "SC18 SSCB 1101 0000 0000 0000 1497 USD",
  "SD21 2901 0501 2340 01",
  "XK05 1212 0123 4567 8906",
];

describe("mod97 (ISO 7064 MOD 97-10)", () => {
  it.each([
    ["3214282912345698765432161182", 1], // GB82 WEST 1234 5698 7654 32, rearranged and converted (ISO 13616 annex)
    ["WEST12345698765432GB82", 1],
    ["WEST12345698765432GB83", 2],
    ["0", 0],
    ["A", 10],
  ])("mod97(%s) is %i", (text, remainder) => {
    expect(mod97(text)).toBe(remainder);
  });

  it("is NaN for characters that are not letters or digits", () => {
    expect(mod97("12-3")).toBeNaN();
  });
});

describe("checkIban", () => {
  it.each(REGISTRY_EXAMPLES)("accepts the registry example %s in electronic form", (printed) => {
    expect(checkIban(printed, "content.iban")).toBe(printed.replace(/ /g, ""));
  });

  it("upper-cases and removes spaces", () => {
    expect(checkIban("gb29 nwbk 6016 1331 9268 19", "content.iban")).toBe("GB29NWBK60161331926819");
  });

  it.each([
    ["DE89 3704 0044 0532 0130 01", "content.iban fails the mod-97 check"],
    ["GB82 WEST 1234 5698 7654 33", "content.iban fails the mod-97 check"],
    ["DE89 3704 0044 0532 0130 0", "content.iban must be 22 characters for DE; got 21"],
    ["US12 3456 7890 1234 5678 90", "content.iban has country code US, which has no IBAN format"],
    ["DE8937040044053201300!", "content.iban must be an IBAN: a country code, two check digits and the account number"],
    ["1234567890123456", "content.iban must be an IBAN: a country code, two check digits and the account number"],
  ])("refuses %s: %s", (raw, message) => {
    const error = failure(raw);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.field).toBe("content.iban");
    expect(error.message).toBe(message);
  });

  it("knows a length for every country it accepts, between 15 and 34", () => {
    for (const [country, length] of IBAN_LENGTHS) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(length).toBeGreaterThanOrEqual(15);
      expect(length).toBeLessThanOrEqual(34);
    }
  });

  it("detects every single-digit substitution (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGISTRY_EXAMPLES.map((i) => i.replace(/ /g, ""))),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (iban, at, shift) => {
          const digits = [...iban].flatMap((c, i) => (i >= 2 && /\d/.test(c) ? [i] : []));
          const index = digits[at % digits.length] as number;
          const changed = `${iban.slice(0, index)}${(Number(iban[index]) + shift) % 10}${iban.slice(index + 1)}`;
          expect(() => checkIban(changed, "content.iban")).toThrow(/mod-97/);
        },
      ),
      { numRuns: 200 },
    );
  });
});
