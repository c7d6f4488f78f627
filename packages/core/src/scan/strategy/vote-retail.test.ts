import { describe, expect, it } from "vitest";
import { boxCorners, detectionOf } from "../../testing/detection-fixture.js";
import type { Corners, Detection } from "../engines/detection.js";
import { voteRetail, ZBAR_ALONE_MIN_QUALITY } from "./vote-retail.js";

const here: Corners = boxCorners(10, 10, 190, 70);
const elsewhere: Corners = here.map((p) => ({ x: p.x + 1000, y: p.y })) as unknown as Corners;

const reading = (text: string, pass: string, lines: number, corners = here): Detection =>
  detectionOf({ type: text.length === 12 ? "upca" : "ean13", text, corners, evidence: { lines }, pass });

// Taken from the corpus (upca-4/1.webp): the primary pass read a check-digit-valid EAN-13 on two
// lines, ZBar agreed, the upscaled pass read the printed UPC-A on nine.
const misread = reading("9074932437075", "zxing", 2);
const printed = reading("023942431015", "zxing-upscaled", 9);

describe("voteRetail", () => {
  it.each([
    ["no other reading: a zxing reading stands", misread, [], "9074932437075", 2],
    ["outvoted by more lines elsewhere", misread, [reading("9074932437075", "zbar", 40), printed], "023942431015", 5],
    [
      "agreement adds up",
      reading("4006381333931", "zxing", 2),
      [reading("4006381333931", "zxing-sharpened", 6)],
      "4006381333931",
      8,
    ],
    [
      "a tie keeps the candidate",
      reading("4006381333931", "zxing", 2),
      [reading("4006381333932", "zbar", 99)],
      "4006381333931",
      1,
    ],
    [
      "readings of another place do not vote",
      misread,
      [reading("023942431015", "zxing-upscaled", 30, elsewhere)],
      "9074932437075",
      2,
    ],
  ])("%s", (_case, candidate, opinions, text, lines) => {
    const result = voteRetail(candidate, opinions);
    expect(result?.text).toBe(text);
    expect(result?.evidence.lines).toBe(lines);
  });

  it.each([
    ["ZBar alone with a good quality stands", ZBAR_ALONE_MIN_QUALITY, [], true],
    ["ZBar alone with a poor quality is dropped", ZBAR_ALONE_MIN_QUALITY - 1, [], false],
    ["ZBar alone, contradicted by ZBar, is dropped", 50, [reading("8882412014989", "zbar", 50)], false],
  ])("%s", (_case, quality, opinions, kept) => {
    const candidate = reading("9780441014989", "zbar", quality);
    expect(voteRetail(candidate, opinions) !== undefined).toBe(kept);
  });
});
