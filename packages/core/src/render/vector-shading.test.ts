import { describe, expect, it } from "vitest";
import { shadingDictionary } from "./vector-shading.js";

const NAVY = { r: 0x1a, g: 0x23, b: 0x7e };
const TEAL = { r: 0x00, g: 0x69, b: 0x5c };
const RED = { r: 255, g: 0, b: 0 };

/** The linear pieces of a shading's stitched function: each one's end colours as written. */
const pieces = (dictionary: string) =>
  [...dictionary.matchAll(/\/C0 \[([^\]]*)\] \/C1 \[([^\]]*)\]/g)].map((m) => `${m[1]} > ${m[2]}`);
const bounds = (dictionary: string) => /\/Bounds \[([^\]]*)\]/.exec(dictionary)?.[1];

describe("shadingDictionary", () => {
  it("writes an axial shading along its axis, extended, in DeviceRGB", () => {
    const d = shadingDictionary({
      kind: "axial",
      coords: [0, 0.125, 300, 150],
      stops: [
        { offset: 0, color: NAVY },
        { offset: 1, color: TEAL },
      ],
    });
    expect(d).toMatch(
      /^<< \/ShadingType 2 \/ColorSpace \/DeviceRGB \/Coords \[0 0.13 300 150\] \/Extend \[true true\] \/Function << \/FunctionType 3 /,
    );
    expect(pieces(d)).toEqual(["0.102 0.137 0.494 > 0 0.412 0.361"]);
    expect(bounds(d)).toBe("");
  });

  it("writes a radial shading from a point at the centre to the circle", () => {
    const d = shadingDictionary({ kind: "radial", coords: [150, 150, 212.132], stops: [{ offset: 0, color: RED }] });
    expect(d).toContain("/ShadingType 3 /ColorSpace /DeviceRGB /Coords [150 150 0 150 150 212.13]");
  });

  it("holds the end colours before the first stop and after the last, and stitches at the inner stops", () => {
    const d = shadingDictionary({
      kind: "axial",
      coords: [0, 0, 10, 0],
      stops: [
        { offset: 0.2, color: NAVY },
        { offset: 0.5, color: RED },
        { offset: 0.8, color: TEAL },
      ],
    });
    expect(pieces(d)).toEqual([
      "0.102 0.137 0.494 > 0.102 0.137 0.494",
      "0.102 0.137 0.494 > 1 0 0",
      "1 0 0 > 0 0.412 0.361",
      "0 0.412 0.361 > 0 0.412 0.361",
    ]);
    expect(bounds(d)).toBe("0.2 0.5 0.8");
    expect(d).toContain("/Encode [0 1 0 1 0 1 0 1]");
  });

  it("makes two stops at one offset a hard step: no piece of zero width, bounds that rise", () => {
    const d = shadingDictionary({
      kind: "axial",
      coords: [0, 0, 10, 0],
      stops: [
        { offset: 0, color: NAVY },
        { offset: 0.5, color: NAVY },
        { offset: 0.5, color: TEAL },
        { offset: 1, color: TEAL },
      ],
    });
    expect(pieces(d)).toEqual(["0.102 0.137 0.494 > 0.102 0.137 0.494", "0 0.412 0.361 > 0 0.412 0.361"]);
    expect(bounds(d)).toBe("0.5");
  });
});
