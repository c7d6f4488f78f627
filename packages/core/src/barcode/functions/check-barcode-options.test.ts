import { describe, expect, it } from "vitest";
import { thrownQrbarError } from "../../testing/index.js";
import { checkBarcodeOptions } from "./check-barcode-options.js";

describe("checkBarcodeOptions", () => {
  it("applies the defaults the HTTP API has", () => {
    expect(checkBarcodeOptions(undefined, "SVG", "barcodeSvg")).toMatchObject({
      width: 400,
      height: 200,
      showText: true,
      format: "SVG",
    });
    expect(checkBarcodeOptions({ width: 32, height: 4096, showText: false }, "PNG", "barcodePng")).toMatchObject({
      width: 32,
      height: 4096,
      showText: false,
      format: "PNG",
    });
  });

  it.each([
    [
      { fromat: "SVG" },
      "fromat",
      /^is not an option of barcodeSvg; it takes width, height, barColor, backgroundColor, showText, colorSpace, font$/,
    ],
    [{ show_text: false }, "show_text", /^is not an option of barcodeSvg; it takes .*showText, colorSpace, font$/],
    [{ height: "big" }, "height", /^must be a whole number from 16 to 4096; got "big"$/],
    [{ width: 10.5 }, "width", /^must be a whole number from 32 to 4096; got 10\.5$/],
    [{ width: 31 }, "width", /^must be a whole number from 32 to 4096; got 31$/],
    [{ height: 4097 }, "height", /^must be a whole number from 16 to 4096; got 4097$/],
    [
      { barColor: "red" },
      "barColor",
      /^must be a hex colour such as #1A2B3C or #FFF, or cmyk\(c,m,y,k\) with each ink 0 to 100; got "red"$/,
    ],
    [{ backgroundColor: 0xffffff }, "backgroundColor", /^must be a hex colour/],
    [{ showText: "no" }, "showText", /^must be true or false; got "no"$/],
    [{ barColor: "#EEE" }, "barColor", /^and backgroundColor #FFFFFF have a contrast ratio of 1\.\d\d:1/],
    ["SVG", "options", /^must be an object with any of width, height/],
  ])("%j: VALIDATION_ERROR on %s", (options, field, message) => {
    const error = thrownQrbarError(
      () => checkBarcodeOptions(options as never, "SVG", "barcodeSvg"),
      "checkBarcodeOptions",
    );
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([{ field, message: expect.stringMatching(message) }]);
    expect(error.message).toBe(`${field} ${error.details?.[0]?.message}`);
  });

  it("names font among barcodePng's options only where it is one: not for a PNG", () => {
    const error = thrownQrbarError(() => checkBarcodeOptions({ fnt: 1 } as never, "PNG", "barcodePng"), "png");
    expect(error.details).toEqual([
      {
        field: "fnt",
        message:
          "is not an option of barcodePng; it takes width, height, barColor, backgroundColor, showText, colorSpace",
      },
    ]);
  });
});
