import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isQrbarError } from "../errors/qrbar-error.js";
import { thrownQrbarError } from "../testing/qrbar-error-of.js";
import { emblemLogo, iconSpriteLogo, nestedUseLogo, svgDataUrl, wordmarkLogo } from "../testing/svg-logos.js";
import { rasteriseLogo, readLogo } from "./logo-source.js";

describe("readLogo", () => {
  it.each([
    ["a lone %", "data:image/svg+xml,%"],
    ["a % without two hex digits", "data:image/svg+xml,%3Csvg%zz"],
    ["a broken UTF-8 escape", "data:image/svg+xml,%C3%28"],
  ])("answers a malformed percent-escape (%s) as the field's error", (_what, value) => {
    const error = thrownQrbarError(() => readLogo(value), "readLogo");
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toMatch(/^customization\.logo is a data URL with a malformed percent-escape/);
  });

  it.each([
    ["base64 that is not base64", "data:image/svg+xml;base64,!!!"],
    ["an empty data URL", "data:,"],
    ["no comma", "data:image/svg+xml;base64"],
    ["an SVG that is not well-formed", svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><g>')],
  ])("refuses %s with a VALIDATION_ERROR on customization.logo", (_what, value) => {
    const error = thrownQrbarError(() => readLogo(value), "readLogo");
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([expect.objectContaining({ field: "customization.logo" })]);
  });

  it("ignores a declared charset, however long: the bytes decide", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
    expect(readLogo(`data:image/png;charset=${"x".repeat(100_000)},${svg}`).format).toBe("svg");
  });

  it("answers any string with a logo or a QrbarError, never anything else", () => {
    const dataUrl = fc
      .tuple(
        fc.constantFrom("data:", "data:image/svg+xml", "data:image/png", "DATA:", ""),
        fc.constantFrom("", ";base64", ";charset=utf-8", ";charset=utf-8;base64", ";a=b;base64", ";"),
        fc.constantFrom(",", "", ",,"),
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom("%", "A", "0", "f", "<", "s", "v", "g", ">", "/", "#", "=", "+") }),
          fc.constant("<svg xmlns='http://www.w3.org/2000/svg'><use href='#a'/></svg>"),
          fc.constant("%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"),
        ),
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(dataUrl, fc.string(), fc.base64String()), (value) => {
        try {
          readLogo(value);
        } catch (error) {
          expect(isQrbarError(error), String(error)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses the nested-<use> attack with the limit in the message", () => {
    const error = thrownQrbarError(() => readLogo(svgDataUrl(nestedUseLogo(5, 10))), "readLogo");
    expect(error.message).toMatch(
      /^customization\.logo draws \d+ elements once its <use> references are expanded; an SVG logo may draw at most 10000$/,
    );
  });

  it("refuses a filter, whose cost is per pixel", () => {
    const logo = svgDataUrl(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><filter id="f"><feMorphology radius="1"/></filter><rect width="10" height="10" filter="url(#f)"/></svg>',
    );
    expect(thrownQrbarError(() => readLogo(logo), "readLogo").message).toContain("a filter");
  });

  it.each([
    ["wordmark", wordmarkLogo()],
    ["icon sprite", iconSpriteLogo()],
    ["emblem", emblemLogo()],
  ])("accepts the realistic %s and draws it", async (_name, svg) => {
    const logo = readLogo(svgDataUrl(svg));
    const { data } = await rasteriseLogo(logo, 96, 96);
    // Something is drawn: not every pixel transparent.
    expect(data.some((value, i) => i % 4 === 3 && value > 0)).toBe(true);
  });
});

describe("rasteriseLogo", () => {
  afterEach(() => {
    vi.doUnmock("../scan/image/load-sharp.js");
  });

  it("gives sharp a 2 s deadline, and answers a logo it stopped with the field's error naming the limit", async () => {
    // sharp checks its timeout only between the tiles it draws, so when a real logo is stopped depends on
    // the machine (a 10^5-rectangle logo at 400 px: 1.8 to 4.1 s); sharp stands in here, with its words.
    const deadlines: unknown[] = [];
    const image = {
      timeout: (options: unknown) => {
        deadlines.push(options);
        return image;
      },
      resize: () => image,
      ensureAlpha: () => image,
      raw: () => image,
      toBuffer: () => Promise.reject(new Error('timeout: 10% complete\nVipsImage: killed for image "temp-5"')),
    };
    vi.resetModules();
    vi.doMock("../scan/image/load-sharp.js", () => ({ loadSharp: async () => () => image }));
    // A module graph of its own, so its QrbarError is another class: judged by its fields.
    const { rasteriseLogo: withStandIn } = await import("./logo-source.js");
    const logo = { format: "svg" as const, bytes: Buffer.from(nestedUseLogo(5, 10)) };
    type Refusal = { code?: string; details?: unknown; message?: string };
    const error: Refusal = await withStandIn(logo, 400, 400).then(
      () => ({}),
      (thrown: unknown) => thrown as Refusal,
    );
    expect(deadlines).toEqual([{ seconds: 2 }]);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([expect.objectContaining({ field: "customization.logo" })]);
    expect(error.message).toMatch(/took more than 2 s to draw and was stopped; a logo must draw within 2 s/);
  });
});
