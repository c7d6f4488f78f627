import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, isCountryCode } from "./country-code.js";

describe("ISO 3166-1 alpha-2 country codes", () => {
  it("holds the 249 officially assigned codes and XK", () => {
    expect(COUNTRY_CODES.size).toBe(250);
  });

  it.each(["CH", "DE", "BR", "SG", "XK", "AX", "SS"])("%s is a country code", (code) => {
    expect(isCountryCode(code)).toBe(true);
  });

  it.each(["ZZ", "UK", "EU", "ch", "C", "CHE"])("%s is not", (code) => {
    expect(isCountryCode(code)).toBe(false);
  });

  it("names every code in the runtime's region data (ICU)", () => {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).not.toBe(code);
  });
});
