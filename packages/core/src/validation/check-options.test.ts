import { describe, expect, it } from "vitest";
import { BARCODE_OPTION_RULES, type BarcodeOptions } from "../barcode/functions/barcode-options.js";
import { thrownQrbarError } from "../testing/index.js";
import { checkOptions } from "./check-options.js";

const KEYS = ["width", "barColor", "showText"] as const;

describe("checkOptions", () => {
  it("fills in the defaults of the options it is asked about, and keeps what was given", () => {
    expect(checkOptions<BarcodeOptions, (typeof KEYS)[number]>(undefined, BARCODE_OPTION_RULES, KEYS, "f")).toEqual({
      width: 400,
      barColor: "#000000",
      showText: true,
    });
    expect(checkOptions({ width: 32, showText: false, barColor: undefined }, BARCODE_OPTION_RULES, KEYS, "f")).toEqual({
      width: 32,
      barColor: "#000000",
      showText: false,
    });
  });

  it.each([
    [{ width: 31 }, "width must be a whole number from 32 to 4096; got 31"],
    [{ width: Number.NaN }, "width must be a whole number from 32 to 4096; got NaN"],
    [
      { barColor: "#12345" },
      'barColor must be a hex colour such as #1A2B3C or #FFF, or cmyk(c,m,y,k) with each ink 0 to 100; got "#12345"',
    ],
    [{ showText: "yes" }, 'showText must be true or false; got "yes"'],
    [{ height: 100 }, "height is not an option of f; it takes width, barColor, showText"],
  ])("refuses %j: %s", (options, message) => {
    const error = thrownQrbarError(() => checkOptions(options as BarcodeOptions, BARCODE_OPTION_RULES, KEYS, "f"), "f");
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toBe(message);
  });
});
