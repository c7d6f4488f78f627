import type { Detection } from "../engines/detection.js";
import { samePlace } from "../image/geometry.js";

/**
 * ZBar's quality counts its passes over the whole image and is not comparable with zxing-cpp's
 * agreeing scan lines: in a vote a ZBar reading weighs as one pair of lines.
 */
const ZBAR_WEIGHT = 2;

/**
 * ZBar's quality at which its EAN/UPC reading may stand with no zxing-cpp reading of the place.
 * On the corpus every lone ZBar misread had quality 7 or less.
 */
export const ZBAR_ALONE_MIN_QUALITY = 8;

const weight = (d: Detection): number => (d.pass === "zbar" ? ZBAR_WEIGHT : (d.evidence.lines ?? 1));

/**
 * Decides the digits of a weak EAN/UPC reading by a vote of the readings other passes made of the
 * same place, each weighted by its agreeing scan lines. The winner's `lines` become the net
 * agreement (its weight minus every dissenting weight, at least 1), so a contested reading keeps a
 * low confidence. With no other reading a zxing-cpp candidate stands as it is; a ZBar candidate read
 * by ZBar alone is dropped (`undefined`) unless {@link ZBAR_ALONE_MIN_QUALITY} says otherwise.
 *
 * A clean UPC-A read on two lines as a different, check-digit-valid EAN-13 is outvoted by the
 * upscaled pass reading it on nine.
 *
 * @example
 * ```ts
 * voteRetail(weakReading, [...zbarReadings, ...upscaledReadings]);
 * ```
 */
export function voteRetail(candidate: Detection, opinions: readonly Detection[]): Detection | undefined {
  const voters = [candidate, ...opinions.filter((o) => samePlace(o.corners, candidate.corners))];
  if (voters.every((v) => v.pass === "zbar")) {
    // ZBar alone: believed only with a good quality and no rival reading of the same place.
    const contested = voters.some((v) => v.text !== candidate.text);
    return !contested && (candidate.evidence.lines ?? 0) >= ZBAR_ALONE_MIN_QUALITY ? candidate : undefined;
  }
  const tally = new Map<string, { total: number; best: Detection }>();
  for (const voter of voters) {
    const key = `${voter.type}\u0000${voter.text}`;
    const entry = tally.get(key);
    if (!entry) tally.set(key, { total: weight(voter), best: voter });
    else {
      entry.total += weight(voter);
      if (voter.pass !== "zbar" && weight(voter) > weight(entry.best)) entry.best = voter;
    }
  }
  const ranked = [...tally.values()].sort((a, b) => b.total - a.total);
  const winner = ranked[0] as { total: number; best: Detection };
  // A tie keeps the candidate's own reading.
  const candidateEntry = tally.get(`${candidate.type}\u0000${candidate.text}`);
  const chosen = candidateEntry && candidateEntry.total === winner.total ? candidateEntry : winner;
  const dissent = ranked.reduce((sum, e) => (e === chosen ? sum : sum + e.total), 0);
  return {
    ...chosen.best,
    // Positions from the primary reading when it won: the other passes' may be rougher.
    corners: chosen.best.pass === "zbar" ? candidate.corners : chosen.best.corners,
    evidence: { lines: Math.max(1, chosen.total - dissent) },
  };
}
