import { describe, expect, it } from "vitest";
import { randomId } from "./random-id.js";

describe("randomId", () => {
  it("draws distinct safe positive integers spread over the whole 53-bit range", () => {
    const ids = Array.from({ length: 20_000 }, randomId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isSafeInteger(id) && id >= 1)).toBe(true);
    // Half of a uniform 53-bit draw lies above 2^52; 20,000 draws stray far from that only by a fault.
    const high = ids.filter((id) => id > 2 ** 52).length / ids.length;
    expect(high).toBeGreaterThan(0.45);
    expect(high).toBeLessThan(0.55);
  });
});
