import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { boxCorners, detectionOf } from "../../testing/detection-fixture.js";
import { withQuietZones } from "../../testing/scan-fixtures.js";
import type { Detection } from "../engines/detection.js";
import type { GreyImage } from "../image/grey-image.js";
import { isPlausibleItf } from "./plausible-itf.js";

/** The fixture's grey pixels and a reading of `text` whose corners are the bars' edges, as zxing-cpp gives them. */
async function readingOn(
  text: string,
  zones: Parameters<typeof withQuietZones>[2],
  type = "interleaved2of5",
): Promise<[Detection, GreyImage]> {
  const { png, bars } = await withQuietZones("interleaved2of5", "12345678901231", zones);
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const corners = boxCorners(bars.left, bars.top, bars.right - 1 - bars.left, bars.bottom - bars.top);
  const detection = detectionOf({ type, text, evidence: { lines: 50 }, corners });
  return [detection, { data: new Uint8Array(data), width: info.width, height: info.height }];
}

describe("isPlausibleItf", () => {
  it.each([
    ["10 modules each side", { left: 10, right: 10 }, true],
    ["6 modules on the left (the tolerance for photos)", { left: 6, right: 10 }, true],
    ["5 modules on the left", { left: 5, right: 10 }, false],
    ["3 modules on the left", { left: 3, right: 10 }, false],
    ["3 modules on the right", { left: 10, right: 3 }, false],
    ["bars touching the image's left edge", { left: 0, right: 10 }, false],
    ["bars touching both edges", { left: 0, right: 0 }, false],
    ["a dark block 3 modules left of the bars", { left: 20, right: 10, darkGap: 3 }, false],
    ["a dark block 8 modules left of the bars", { left: 20, right: 10, darkGap: 8 }, true],
  ])("an ITF-14 with %s: %s", async (_case, zones, plausible) => {
    expect(isPlausibleItf(...(await readingOn("12345678901231", zones)), 1)).toBe(plausible);
  });

  it.each([
    ["4 digits (a piece a scan line decodes)", "1234"],
    ["an odd count (ITF encodes digit pairs)", "1234567"],
    ["anything but digits", "12345A"],
  ])("refuses %s, whatever its quiet zones", async (_case, text) => {
    expect(isPlausibleItf(...(await readingOn(text, { left: 10, right: 10 })), 1)).toBe(false);
  });

  it("checks the pixels the reading's pass started from: corners in source pixels, `scale` times them", async () => {
    const [detection, grey] = await readingOn("12345678901231", { left: 10, right: 10 });
    const halfScale = detection.corners.map((p) => ({ x: p.x * 2, y: p.y * 2 })) as unknown as Detection["corners"];
    expect(isPlausibleItf({ ...detection, corners: halfScale }, grey, 0.5)).toBe(true);
  });

  it("leaves other types alone", async () => {
    expect(isPlausibleItf(...(await readingOn("1234", { left: 0, right: 0 }, "code39")), 1)).toBe(true);
  });
});
