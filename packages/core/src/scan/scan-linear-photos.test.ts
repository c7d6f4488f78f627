import { describe, expect, it } from "vitest";
import { bwip, type Degradation, degrade } from "../testing/scan-fixtures.js";
import { scanImage } from "./scan-image.js";

// Linear symbols drawn by bwip-js, then photographed: resized, tilted, sheared, blurred, grained and
// saved as JPEG (`degrade`). Each case is a misread or a miss seen on real photos.
const readings = async (image: Buffer, how: Degradation) =>
  (await scanImage(await degrade(image, how))).results.map((r) => [r.type, r.data, r.add_on]);

describe("scanImage on photos of linear symbols", () => {
  it.each<[string, Degradation]>([
    ["as printed", {}],
    ["tilted 7 degrees", { angle: 7 }],
    ["grained", { noise: 25 }],
    ["at half size, blurred", { scale: 0.5, blur: 1 }],
    ["sheared", { shear: 0.15 }],
  ])("reads a Code 128 printed light on dark: %s", async (_case, how) => {
    const inverted = await bwip("code128", "QRBAR-2026-11", {
      height: 15,
      backgroundcolor: "000000",
      barcolor: "FFFFFF",
    });
    expect(await readings(inverted, how)).toEqual([["code128", "QRBAR-2026-11", undefined]]);
  });

  it.each<[string, string, Degradation]>([
    ["an ITF-14 tilted 7 degrees", "12345678901231", { angle: 7 }],
    ["an ITF-14 tilted 15 degrees, blurred", "12345678901231", { angle: 15, blur: 1 }],
    ["an ITF-14 tilted 7 degrees, grained", "12345678901231", { angle: 7, noise: 25 }],
    ["a 6-digit ITF tilted 15 degrees", "123456", { angle: 15 }],
  ])("reports %s once, without the pieces a clipping scan line reads", async (_case, digits, how) => {
    const itf = await bwip("interleaved2of5", digits, { height: 15 });
    expect(await readings(itf, how)).toEqual([["interleaved2of5", digits, undefined]]);
  });

  it.each<[string, Degradation, string | undefined]>([
    ["as printed", {}, "12"],
    ["tilted 7 degrees", { angle: 7 }, "12"],
    ["grained", { noise: 25 }, "12"],
    ["sheared", { shear: 0.1 }, "12"],
    // The add-on's bars, narrower than the guard bars, are lost first.
    ["at half size", { scale: 0.5 }, undefined],
  ])(
    "reads an EAN-13 with a 2-digit add-on as an EAN-13 and its add-on, never a UPC-E: %s",
    async (_case, how, addOn) => {
      const ean = await bwip("ean13", "9780735200449 12", { height: 15, addongap: 9 });
      expect(await readings(ean, how)).toEqual([["ean13", "9780735200449", addOn]]);
    },
  );

  it("reads a UPC-A at 1.6 px a module as printed, not as the other valid number zxing-cpp reads on 49 lines", async () => {
    const upca = await bwip("upca", "03600029145 12", { height: 15, addongap: 12 });
    const found = await readings(upca, { scale: 0.45 });
    expect(found.map(([type, data]) => [type, data])).toEqual([["upca", "036000291452"]]);
  });

  it.each<[string, string, string, Degradation]>([
    ["an ITF-14 tilted 30 degrees (only pieces of it level)", "interleaved2of5", "12345678901231", { angle: 30 }],
    ["a Code 128 tilted 35 degrees the other way", "code128", "QRBAR-2026-11", { angle: -35, blur: 0.8 }],
    ["a UPC-A tilted 40 degrees, at 0.6 size", "upca", "036000291452", { angle: 40, scale: 0.6 }],
  ])("finds %s by turning the image", async (_case, bcid, text, how) => {
    const found = await readings(await bwip(bcid, text, { height: 15 }), how);
    expect(found.map(([type, data]) => [type, data])).toEqual([[bcid, text]]);
  });
});

describe("scanImage's effort", () => {
  it("finds a light-on-dark Code 128 only with the fallbacks: thorough (the default for files) and not quick", async () => {
    const inverted = await degrade(
      await bwip("code128", "QRBAR-2026-11", { height: 15, backgroundcolor: "000000", barcolor: "FFFFFF" }),
      {},
    );
    expect((await scanImage(inverted)).results.map((r) => r.data)).toEqual(["QRBAR-2026-11"]);
    expect((await scanImage(inverted, { effort: "thorough" })).results.map((r) => r.data)).toEqual(["QRBAR-2026-11"]);
    expect((await scanImage(inverted, { effort: "quick" })).results).toEqual([]);
  });

  it("refuses an effort it does not know, naming the field and the two it takes", async () => {
    const image = await bwip("code128", "X", { height: 15 });
    await expect(scanImage(image, { effort: "fast" as "quick" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      message: 'effort must be "quick" or "thorough"; got "fast"',
    });
  });
});
