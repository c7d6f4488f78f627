import { describe, expect, it } from "vitest";
import { HALVE } from "./grey-transforms.js";

describe("HALVE", () => {
  it("averages each 2 x 2 block, rounding to nearest, and drops an odd last row and column", async () => {
    const image = {
      // 5 x 3: the fifth column and the third row have no partner and are dropped.
      data: Uint8Array.from([0, 255, 10, 20, 99, 255, 255, 30, 41, 99, 7, 7, 7, 7, 7]),
      width: 5,
      height: 3,
    };
    const half = await HALVE.apply(image);
    expect(half).toEqual({ data: Uint8Array.from([191, 25]), width: 2, height: 1 });
  });
});
