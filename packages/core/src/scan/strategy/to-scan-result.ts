import type { ScanResult } from "@qrbar/contract";
import { parsePayload } from "../../qr/payload/parse-payload.js";
import { base64Of } from "../bytes-text.js";
import type { Detection } from "../engines/detection.js";
import { boxOf } from "../image/geometry.js";
import { confidenceOf } from "./confidence.js";

const clamp = (value: number, max: number): number => Math.min(max, Math.max(0, Math.round(value)));

/** Degrees in -179..180. */
const normaliseAngle = (degrees: number): number => {
  const d = Math.round(degrees) % 360;
  return d > 180 ? d - 360 : d <= -180 ? d + 360 : d;
};

/**
 * Turns a detection into the API's result: human data, its classification by the QR catalog's
 * `parsePayload`, confidence, and geometry in whole source pixels clamped to the image.
 *
 * @example
 * ```ts
 * toScanResult(detection, 4032, 3024).position; // { x: 1210, y: 880, width: 610, height: 612 }
 * ```
 */
export function toScanResult(detection: Detection, width: number, height: number): ScanResult {
  const corners = detection.corners.map((p) => ({ x: clamp(p.x, width), y: clamp(p.y, height) }));
  const box = boxOf(detection.corners);
  const x = clamp(box.left, width);
  const y = clamp(box.top, height);
  const { format, parsed, valid, problem } = parsePayload(detection.text);
  return {
    type: detection.type,
    data: detection.text,
    ...(detection.binary ? { data_base64: base64Of(detection.bytes) } : {}),
    format,
    parsed,
    ...(valid === false ? { valid, problem } : {}),
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
