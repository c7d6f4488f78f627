import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isQrbarError } from "../../errors/qrbar-error.js";
import { checkScanCost, DEFAULT_MAX_SCAN_COST_BYTES, measureScanCost } from "./scan-cost.js";

const MiB = 1_048_576;
const blank = (width: number, height: number, channels: 3 | 4) =>
  sharp({ create: { width, height, channels, background: "#ffffff" } });

describe("measureScanCost", () => {
  it.each([
    // name, image, decodes, decoded bytes
    ["a small RGB PNG, decoded once", () => blank(800, 600, 3).png(), [1], 800 * 600 * 3],
    ["a 12 MP JPEG, shrunk on load", () => blank(4000, 3000, 3).jpeg(), [0.5, 1], 4000 * 3000 * 3 * 1.25],
    ["a 49 MP RGB PNG, twice in full", () => blank(7000, 7000, 3).png(), [0.25, 0.5], 7000 * 7000 * 3 * 2],
    [
      "a 49 MP 16-bit RGBA PNG, three times in full",
      () => blank(7000, 7000, 4).png().toColourspace("rgb16"),
      [0.25, 0.5, 0.125],
      7000 * 7000 * 8 * 3,
    ],
  ])("%s", async (_name, image, decodes, bytes) => {
    const cost = await measureScanCost(await image().toBuffer());
    expect(cost?.decodes).toEqual(decodes);
    expect(cost?.decodedBytes).toBe(bytes);
  });

  it("counts a GIF's frames but decodes only the first", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#fff"), await frame("#000"), await frame("#fff")], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const cost = await measureScanCost(gif);
    expect(cost).toMatchObject({ format: "gif", width: 300, height: 200, frames: 3, decodes: [1] });
  });

  it("reads a BMP's size from its header", async () => {
    const bmp = new Uint8Array(54);
    const view = new DataView(bmp.buffer);
    bmp.set([0x42, 0x4d]);
    view.setUint32(14, 40, true);
    view.setInt32(18, 640, true);
    view.setInt32(22, -480, true);
    expect(await measureScanCost(bmp)).toMatchObject({ format: "bmp", width: 640, height: 480, decodedBytes: 921_600 });
  });

  it.each([
    ["no image", new TextEncoder().encode("hello")],
    ["a PNG cut short", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
  ])("leaves %s to the scan itself (undefined)", async (_name, bytes) => {
    expect(await measureScanCost(bytes)).toBeUndefined();
  });
});

describe("checkScanCost", () => {
  it("refuses over the limit with 413 naming the measured cost and the limit", async () => {
    const cost = await measureScanCost(await blank(7000, 7000, 4).png().toColourspace("rgb16").toBuffer());
    const error = (() => {
      try {
        checkScanCost(cost, DEFAULT_MAX_SCAN_COST_BYTES);
      } catch (e) {
        return e;
      }
    })();
    expect(isQrbarError(error) && [error.code, error.details?.[0]?.field]).toEqual(["PAYLOAD_TOO_LARGE", "image"]);
    expect((error as Error).message).toBe(
      "image would cost 1122 MiB of decoding to scan (7000x7000 pixels, 4 channels at 16 bits per channel, decoded 3 times); the limit is 512 MiB: send a smaller image or one with fewer channels or bits",
    );
  });

  it("admits at the limit and anything unmeasured", () => {
    const cost = { decodedBytes: 512 * MiB } as Parameters<typeof checkScanCost>[0];
    expect(() => checkScanCost(cost, 512 * MiB)).not.toThrow();
    expect(() => checkScanCost(undefined, 1)).not.toThrow();
  });
});
