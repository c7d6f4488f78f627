/** The largest image read in one piece on the first try; larger ones start downscaled. */
export const FIRST_TIER_MAX_PIXELS = 1_600_000;

/** The most pixels any tier reads: a 50 MP photo is read at most at half size. */
export const LAST_TIER_MAX_PIXELS = 16_000_000;

/**
 * The scales at which to read an image of `width` x `height`, smallest first: halvings (which
 * JPEG decoding does for free, by shrink-on-load) down to at most {@link FIRST_TIER_MAX_PIXELS},
 * then each doubling up to full size or {@link LAST_TIER_MAX_PIXELS}. A phone photo's code is
 * usually large and found at the first, cheapest tier; a small code in a large photo at a later one.
 *
 * @example
 * ```ts
 * scanTiers(4000, 3000); // [0.25, 0.5, 1]
 * scanTiers(800, 600); // [1]
 * ```
 */
export function scanTiers(width: number, height: number): number[] {
  const pixels = width * height;
  let scale = 1;
  while (pixels * scale * scale > FIRST_TIER_MAX_PIXELS) scale /= 2;
  const tiers: number[] = [];
  for (; scale <= 1 && pixels * scale * scale <= LAST_TIER_MAX_PIXELS; scale *= 2) tiers.push(scale);
  return tiers.length ? tiers : [scale / 2];
}
