import { describe, expect, it } from "vitest";
import { HALVE, turn } from "./grey-transforms.js";

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

describe("turn", () => {
  // 3 x 2, every pixel its own value: row 0 is 10 20 30, row 1 is 40 50 60.
  const image = { data: Uint8Array.from([10, 20, 30, 40, 50, 60]), width: 3, height: 2 };

  it("turns a quarter clockwise onto a canvas that holds it all", async () => {
    const turned = await turn(90).apply(image);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    // Clockwise, the left column (10 over 40) becomes the top row read right to left.
    expect(turned.data[0]).toBe(40);
    expect(turned.data[1]).toBe(10);
  });

  it.each([30, -30, 90])("maps points of the %d-degree output back to the input", (degrees) => {
    const transform = turn(degrees);
    const radians = (degrees * Math.PI) / 180;
    const width = Math.ceil(Math.abs(3 * Math.cos(radians)) + Math.abs(2 * Math.sin(radians)));
    const height = Math.ceil(Math.abs(3 * Math.sin(radians)) + Math.abs(2 * Math.cos(radians)));
    const centre = transform.toInput?.({ x: width / 2, y: height / 2 }, image);
    expect(centre?.x).toBeCloseTo(1.5);
    expect(centre?.y).toBeCloseTo(1);
    // One pixel right of the output's centre is one pixel along the turned direction in the input.
    const right = transform.toInput?.({ x: width / 2 + 1, y: height / 2 }, image);
    expect(right?.x).toBeCloseTo(1.5 + Math.cos(radians));
    expect(right?.y).toBeCloseTo(1 - Math.sin(radians));
  });
});
