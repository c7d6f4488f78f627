import type { ScanResult } from "@qrbar/contract";
import { base64Of } from "../bytes-text.js";
import type { Detection } from "../engines/detection.js";
import { boxOf } from "../image/geometry.js";
import { confidenceOf } from "./confidence.js";

/**
 * A code found and placed, its payload not yet classified: every field of a `ScanResult` but `format`,
 * `parsed`, `valid` and `problem`. What `BarcodeDetector` reports needs no more, so it never loads the QR
 * payload catalog that classifies (most of a scan's JavaScript in a browser).
 */
export type LocatedCode = Omit<ScanResult, "format" | "parsed" | "valid" | "problem">;

const clamp = (value: number, max: number): number => Math.min(max, Math.max(0, Math.round(value)));

/** Degrees in -179..180. */
const normaliseAngle = (degrees: number): number => {
  const d = Math.round(degrees) % 360;
  return d > 180 ? d - 360 : d <= -180 ? d + 360 : d;
};

/**
 * A detection as the API reports it, but for the payload's classification: the human data, confidence,
 * and geometry in whole source pixels clamped to the image.
 *
 * @example
 * ```ts
 * locateCode(detection, 4032, 3024).position; // { x: 1210, y: 880, width: 610, height: 612 }
 * ```
 */
export function locateCode(detection: Detection, width: number, height: number): LocatedCode {
  const corners = detection.corners.map((p) => ({ x: clamp(p.x, width), y: clamp(p.y, height) }));
  const box = boxOf(detection.corners);
  const x = clamp(box.left, width);
  const y = clamp(box.top, height);
  return {
    type: detection.type,
    data: detection.text,
    ...(detection.binary ? { data_base64: base64Of(detection.bytes) } : {}),
    confidence: confidenceOf(detection.evidence),
    position: {
      x,
      y,
      width: Math.max(1, clamp(box.right, width) - x),
      height: Math.max(1, clamp(box.bottom, height) - y),
    },
    corners,
    rotation: normaliseAngle(detection.rotation),
    ...(detection.addOn ? { add_on: detection.addOn } : {}),
  };
}
