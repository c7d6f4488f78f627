import { describe, expect, it } from "vitest";
import { boxCorners, detectionOf } from "../../testing/detection-fixture.js";
import type { Corners, Detection } from "../engines/detection.js";
import { mergeDetections } from "./merge-detections.js";

const at = (x: number, y: number, size = 100): Corners => boxCorners(x, y, size, size);
const qr = (text: string, corners: Corners, unusedEc: number, addOn?: string): Detection =>
  detectionOf({ type: "qr_code", text, corners, evidence: { unusedEc }, ...(addOn ? { addOn } : {}) });

describe("mergeDetections", () => {
  it.each([
    ["one symbol read twice in the same place", [qr("a", at(0, 0), 0.5), qr("a", at(3, 2), 0.9)], [["a", 0.9]]],
    [
      "the same text in two places stays two",
      [qr("a", at(0, 0), 1), qr("a", at(500, 0), 1)],
      [
        ["a", 1],
        ["a", 1],
      ],
    ],
    [
      "different texts in one place stay apart",
      [qr("a", at(0, 0), 1), qr("b", at(0, 0), 1)],
      [
        ["a", 1],
        ["b", 1],
      ],
    ],
    ["nothing", [], []],
  ])("%s", (_case, detections, expected) => {
    expect(mergeDetections(detections).map((d) => [d.text, d.evidence.unusedEc])).toEqual(expected);
  });

  it("keeps an add-on either reading has", () => {
    const merged = mergeDetections([qr("a", at(0, 0), 0.9), qr("a", at(0, 0), 0.5, "12")]);
    expect(merged.map((d) => [d.evidence.unusedEc, d.addOn])).toEqual([[0.9, "12"]]);
  });
});
