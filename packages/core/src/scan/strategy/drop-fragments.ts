import type { Detection } from "../engines/detection.js";
import { SCAN_SYMBOLOGIES } from "../engines/scan-symbologies.js";

const WEAK_CHECK_TYPES: ReadonlySet<string> = new Set(SCAN_SYMBOLOGIES.filter((s) => s.weakCheck).map((s) => s.key));

/** Whether `part` is a piece of `whole`: the same weak-check type, its text inside, on fewer lines. */
const isFragmentOf = (part: Detection, whole: Detection): boolean =>
  part !== whole &&
  part.type === whole.type &&
  part.text.length < whole.text.length &&
  whole.text.includes(part.text) &&
  (part.evidence.lines ?? 0) < (whole.evidence.lines ?? 0);

/**
 * Drops fragments: readings of a symbology without a mandatory check (ITF, Codabar, Code 39, see
 * `weakCheck`) whose text lies inside a longer reading of the same type that more scan lines agree
 * on. A scan line that clips the top or bottom of a tilted symbol crosses only some of its bars and
 * can decode them to a valid, shorter reading (an ITF-14 tilted 7 degrees gave "1234567890" and
 * "78901231" on 2 lines each beside the whole number on 80).
 *
 * @example
 * ```ts
 * dropFragments([itf("12345678901231", 80), itf("78901231", 2)]); // the first only
 * ```
 */
export function dropFragments(detections: readonly Detection[]): Detection[] {
  return detections.filter((d) => !WEAK_CHECK_TYPES.has(d.type) || !detections.some((whole) => isFragmentOf(d, whole)));
}
