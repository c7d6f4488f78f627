/** Lower case without separators: `EAN-13`, `ean_13` and `Ean 13` all read `ean13`. */
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Levenshtein distance of two short strings (type keys: a few dozen of under 25 characters). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The key a mistyped one most likely meant: the one equal to it once case and separators are
 * dropped (`EAN-13` is `ean13`), else the nearest within two edits (one for keys of four
 * characters or less), else `undefined`. Ties go to the first key in `keys`.
 *
 * @example
 * ```ts
 * closestKey("EAN-13", ["ean8", "ean13"]); // "ean13"
 * closestKey("wifii", ["url", "wifi"]); // "wifi"
 * closestKey("zzz", ["url", "wifi"]); // undefined
 * ```
 */
export function closestKey(input: string, keys: Iterable<string>): string | undefined {
  const wanted = normalise(input);
  if (!wanted) return undefined;
  let best: string | undefined;
  let bestDistance = wanted.length <= 4 ? 2 : 3;
  for (const key of keys) {
    const d = distance(wanted, normalise(key));
    if (d === 0) return key;
    if (d < bestDistance) {
      best = key;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The end of an unknown-type message: `; did you mean 'ean13'?` when {@link closestKey} finds one,
 * else nothing.
 *
 * @example
 * ```ts
 * didYouMean("EAN-13", ["ean13"]); // "; did you mean 'ean13'?"
 * ```
 */
export function didYouMean(input: string, keys: Iterable<string>): string {
  const key = closestKey(input, keys);
  return key === undefined ? "" : `; did you mean '${key}'?`;
}
