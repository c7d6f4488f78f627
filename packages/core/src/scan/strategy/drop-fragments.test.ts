import { describe, expect, it } from "vitest";
import { boxCorners, detectionOf } from "../../testing/detection-fixture.js";
import type { Detection } from "../engines/detection.js";
import { dropFragments } from "./drop-fragments.js";

const reading = (type: string, text: string, lines: number): Detection =>
  detectionOf({ type, text, evidence: { lines }, corners: boxCorners(0, 0, 100, 40) });

describe("dropFragments", () => {
  it.each([
    [
      "an ITF's clipped pieces beside it",
      [reading("interleaved2of5", "12345678901231", 80), reading("interleaved2of5", "78901231", 2)],
      ["12345678901231"],
    ],
    ["a Codabar piece beside it", [reading("codabar", "A1234", 3), reading("codabar", "A12345A", 40)], ["A12345A"]],
    [
      "a piece on more lines than the longer reading stays (it is no fragment of it)",
      [reading("interleaved2of5", "123456", 50), reading("interleaved2of5", "12345678", 4)],
      ["123456", "12345678"],
    ],
    [
      "symbologies with a check digit are left alone",
      [reading("ean13", "4006381333931", 30), reading("ean8", "40063813", 2)],
      ["4006381333931", "40063813"],
    ],
    [
      "different types are not compared",
      [reading("interleaved2of5", "123456", 2), reading("code39", "X123456X", 40)],
      ["123456", "X123456X"],
    ],
  ])("%s", (_case, detections, kept) => {
    expect(dropFragments(detections).map((d) => d.text)).toEqual(kept);
  });
});
