import { describe, expect, it } from "vitest";
import { scanTiers } from "./scan-tiers.js";

describe("scanTiers: halvings down to 1.6 MP, then doublings up to 16 MP", () => {
  it.each([
    [300, 300, [1]],
    [1280, 1250, [1]], // 1.6 MP exactly
    [1600, 1200, [0.5, 1]], // 1.92 MP: 0.48 MP first
    [4000, 3000, [0.25, 0.5, 1]], // 12 MP phone photo
    [4032, 3024, [0.25, 0.5, 1]],
    [8000, 6000, [0.125, 0.25, 0.5]], // 48 MP: never read whole (16 MP at most)
    [7000, 7000, [0.125, 0.25, 0.5]], // 49 MP
    [20000, 10, [1]], // a long thin strip is small in pixels
  ])("%i x %i → %j", (width, height, tiers) => {
    expect(scanTiers(width, height)).toEqual(tiers);
  });
});
