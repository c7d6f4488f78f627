import { describe, expect, it } from "vitest";
import { thrownQrbarError } from "../../testing/index.js";
import { checkBarcodeOptions } from "./check-barcode-options.js";

describe("checkBarcodeOptions", () => {
  it("applies the defaults the HTTP API has", () => {
    expect(checkBarcodeOptions(undefined, "SVG")).toMatchObject({
      width: 400,
      height: 200,
      showText: true,
      format: "SVG",
    });
    expect(checkBarcodeOptions({ width: 32, height: 4096, showText: false }, "PNG")).toMatchObject({
      width: 32,
      height: 4096,
      showText: false,
      format: "PNG",
    });
  });

  it.each([
    [{ fromat: "SVG" }, "options.fromat", /is not an option; the options are width, height, barColor/],
    [{ heigth: 100 }, "options.heigth", /did you mean 'height'\?$/],
    [{ show_text: false }, "options.show_text", /did you mean 'showText'\?$/],
    [{ height: "big" }, "options.height", /^must be a whole number from 16 to 4096$/],
    [{ width: 10.5 }, "options.width", /^must be a whole number from 32 to 4096$/],
    [{ width: 31 }, "options.width", /^must be at least 32$/],
    [{ height: 4097 }, "options.height", /^must be at most 4096$/],
    [{ barColor: "red" }, "options.barColor", /^must be a hex colour such as #1A2B3C or #FFF$/],
    [{ backgroundColor: 0xffffff }, "options.backgroundColor", /^must be a hex colour/],
    [{ showText: "no" }, "options.showText", /^must be true or false$/],
    [{ barColor: "#EEE" }, "options.barColor", /^and backgroundColor #FFFFFF have a contrast ratio of 1\.\d\d:1/],
    ["SVG", "options", /^must be an object with any of width, height/],
  ])("%j: VALIDATION_ERROR on %s", (options, field, message) => {
    const error = thrownQrbarError(() => checkBarcodeOptions(options as never, "SVG"), "checkBarcodeOptions");
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([{ field, message: expect.stringMatching(message) }]);
    expect(error.message).toBe(`${field} ${error.details?.[0]?.message}`);
  });
});
