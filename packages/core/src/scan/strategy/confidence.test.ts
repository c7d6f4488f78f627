import { describe, expect, it } from "vitest";
import { confidenceOf } from "./confidence.js";

describe("confidenceOf", () => {
  it.each([
    // 2D: 0.5 + 0.5 x unused error-correction share
    [{ unusedEc: 1 }, 1],
    [{ unusedEc: 0.75 }, 0.88],
    [{ unusedEc: 0.37 }, 0.69],
    [{ unusedEc: 0 }, 0.5],
    // linear: 1 - 2^(-lines / 2)
    [{ lines: 1 }, 0.29],
    [{ lines: 2 }, 0.5],
    [{ lines: 4 }, 0.75],
    [{ lines: 10 }, 0.97],
    [{ lines: 40 }, 1],
    [{ lines: 0 }, 0],
    // nothing measured
    [{}, 0.5],
  ])("%j → %d", (evidence, expected) => {
    expect(confidenceOf(evidence)).toBe(expected);
  });
});
