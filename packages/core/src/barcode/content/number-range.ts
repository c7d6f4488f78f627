import type { ContentKind } from "../symbology.js";
import { characterSet } from "./character-set.js";
import { contentError } from "./content-rules.js";

/**
 * A rule for content that is a whole number in `min..max`, written without leading zeros.
 *
 * @example
 * ```ts
 * numberInRange(3, 131070)("2", "pharmacode"); // throws: content must be a whole number from 3 to 131070 ...
 * ```
 */
export function numberInRange(min: number, max: number): (content: string, key: string) => void {
  return (content, key) => {
    const value = Number(content);
    if (!/^(?:0|[1-9]\d*)$/.test(content) || value < min || value > max) {
      throw contentError(
        `must be a whole number from ${min} to ${max}, without leading zeros, for ${key}; got ${content}`,
      );
    }
  };
}

/**
 * Content that is a whole number in `min..max` (Pharmacode): digits, as many as `max` has, checked
 * by {@link numberInRange}, and described so in the catalog.
 *
 * @example
 * ```ts
 * wholeNumber(3, 131070).content.characters; // "digits 0-9, a number from 3 to 131070"
 * ```
 */
export function wholeNumber(min: number, max: number, notes?: string): ContentKind {
  return characterSet({
    chars: /[0-9]/,
    characters: `digits 0-9, a number from ${min} to ${max}`,
    unit: "digits",
    lengths: { min: 1, max: String(max).length },
    ...(notes === undefined ? {} : { notes }),
    refine: numberInRange(min, max),
  });
}
