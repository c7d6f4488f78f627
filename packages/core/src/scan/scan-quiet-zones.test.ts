import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bwip, type Degradation, degrade, withQuietZones } from "../testing/scan-fixtures.js";
import { scanImage } from "./scan-image.js";

// ITF has no mandatory check digit: without its quiet zones and a plausible length a reading may be a
// piece of a longer symbol. zbarimg and ZXingReader read every tight image below whole but the
// dark-block ones (they take the image's edge for a quiet zone). Before the rule the scanner did too
// with 0 or 3 modules at both edges, and reported 4-digit pieces ("1234", "7890") from its turned
// passes with a tight side or a dark block.
const readings = async (png: Buffer) => (await scanImage(png)).results.map((r) => [r.type, r.data]);

describe("scanImage on ITF without its quiet zones", () => {
  it.each(["12345678901231", "123456"])("reads %s with 10 modules of quiet zone each side", async (digits) => {
    const { png } = await withQuietZones("interleaved2of5", digits, { left: 10, right: 10 });
    expect(await readings(png)).toEqual([["interleaved2of5", digits]]);
  });

  it.each<[string, Degradation]>([
    ["as printed", {}],
    ["tilted 7 degrees", { angle: 7 }],
    ["at half size, blurred", { scale: 0.5, blur: 1 }],
  ])(
    "reads an ITF-14 in its bearer box, which holds its quiet zones, with no margin outside: %s",
    async (_case, how) => {
      const boxed = await bwip("itf14", "1540014128876", { paddingwidth: 0, paddingheight: 0, height: 20 });
      expect(await readings(await degrade(boxed, how))).toEqual([["interleaved2of5", "15400141288763"]]);
    },
  );

  it.each<[string, Parameters<typeof withQuietZones>[2]]>([
    ["3 modules on the left", { left: 3, right: 10 }],
    ["3 modules on the right", { left: 10, right: 3 }],
    ["3 modules each side", { left: 3, right: 3 }],
    ["the bars touching the image's edges", { left: 0, right: 0 }],
    ["a dark block 3 modules left of the bars", { left: 20, right: 10, darkGap: 3 }],
  ])("reads nothing, not even a piece, with %s", async (_case, zones) => {
    for (const digits of ["12345678901231", "123456", "12345678901234567890"]) {
      const { png } = await withQuietZones("interleaved2of5", digits, zones);
      expect(await readings(png), digits).toEqual([]);
    }
  });

  it("reads no shorter ITF in a longer one whose left third is cut off at the image's edge", async () => {
    const whole = await bwip("interleaved2of5", "12345678901234567890");
    const { width = 0, height = 0 } = await sharp(whole).metadata();
    const cutAt = Math.round(width * 0.3);
    const cut = await sharp(whole)
      .extract({ left: cutAt, top: 0, width: width - cutAt, height })
      .png()
      .toBuffer();
    expect(await readings(cut)).toEqual([]);
    // With white added where the cut was, the rest is a valid ITF with its quiet zones, as zbarimg
    // and ZXingReader read it too: no reader can tell it from a symbol printed so.
    const padded = await sharp(cut).extend({ left: 30, background: "#ffffff" }).png().toBuffer();
    expect(await readings(padded)).toEqual([["interleaved2of5", "78901234567890"]]);
  });
});
