import type { Corners, Detection } from "../scan/engines/detection.js";

/**
 * The corners of an upright box, clockwise from its top left, as an engine reports a symbol's.
 *
 * @example
 * ```ts
 * boxCorners(10, 10, 80, 80); // [{ x: 10, y: 10 }, { x: 90, y: 10 }, { x: 90, y: 90 }, { x: 10, y: 90 }]
 * ```
 */
export const boxCorners = (x: number, y: number, width: number, height: number): Corners => [
  { x, y },
  { x: x + width, y },
  { x: x + width, y: y + height },
  { x, y: y + height },
];

/**
 * A detection as the scan strategies receive it, for their unit tests: `type`, `text` and `evidence` given,
 * anything else as a plain zxing reading of an upright 100 x 100 box (the text's UTF-8 bytes, not turned).
 *
 * @example
 * ```ts
 * detectionOf({ type: "interleaved2of5", text: "12345678901231", evidence: { lines: 80 } });
 * ```
 */
export function detectionOf(fields: Pick<Detection, "type" | "text" | "evidence"> & Partial<Detection>): Detection {
  return {
    bytes: new TextEncoder().encode(fields.text),
    binary: false,
    corners: boxCorners(0, 0, 100, 100),
    rotation: 0,
    pass: "zxing",
    ...fields,
  };
}
