import type { Detection } from "../engines/detection.js";
import { samePlace } from "../image/geometry.js";

const sameSymbol = (a: Detection, b: Detection): boolean =>
  a.type === b.type && a.text === b.text && samePlace(a.corners, b.corners);

/** The better-evidenced of two readings of one symbol, keeping an add-on either of them has. */
function better(a: Detection, b: Detection): Detection {
  const score = (d: Detection) => d.evidence.unusedEc ?? d.evidence.lines ?? 0;
  const best = score(b) > score(a) ? b : a;
  const addOn = a.addOn ?? b.addOn;
  return addOn && !best.addOn ? { ...best, addOn } : best;
}

/**
 * Merges duplicate readings: the same type and text in the same place (engines and passes often
 * report one symbol more than once). Symbols with the same text in different places stay apart.
 *
 * @example
 * ```ts
 * mergeDetections([qrFromZxing, sameQrFromZbar]); // one detection
 * ```
 */
export function mergeDetections(detections: readonly Detection[]): Detection[] {
  const merged: Detection[] = [];
  for (const detection of detections) {
    const i = merged.findIndex((m) => sameSymbol(m, detection));
    if (i < 0) merged.push(detection);
    else merged[i] = better(merged[i] as Detection, detection);
  }
  return merged;
}
