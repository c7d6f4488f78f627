import { EYE_SHAPES, MODULE_SHAPES } from "@qrbar/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eyeCentre, eyeOrigins, eyeRing } from "./eye-shapes.js";
import { MODULE_SHAPE_DRAWERS } from "./module-shapes.js";
import { coverage, type RoundRect } from "./round-rect.js";

/**
 * Which pixels each shape touches (any coverage at the pixel's centre), as "x,y" keys, and the pixels
 * touched by more than one shape: `fillShapes` lays shapes one by one and would blend such a pixel twice.
 */
function sharedPixels(shapes: readonly RoundRect[]): string[] {
  const owner = new Map<string, number>();
  const shared: string[] = [];
  shapes.forEach((s, i) => {
    for (let y = Math.floor(s.y) - 1; y <= Math.ceil(s.y + s.h); y++) {
      for (let x = Math.floor(s.x) - 1; x <= Math.ceil(s.x + s.w); x++) {
        if (coverage(s, x + 0.5, y + 0.5) === 0) continue;
        const key = `${x},${y}`;
        const first = owner.get(key);
        if (first === undefined) owner.set(key, i);
        else if (first !== i) shared.push(key);
      }
    }
  });
  return shared;
}

const field = fc
  .record({ size: fc.integer({ min: 2, max: 12 }), scale: fc.integer({ min: 1, max: 9 }) })
  .chain(({ size, scale }) =>
    fc.record({
      size: fc.constant(size),
      scale: fc.constant(scale),
      bits: fc.array(fc.boolean(), { minLength: size * size, maxLength: size * size }),
      left: fc.integer({ min: 0, max: 30 }),
      top: fc.integer({ min: 0, max: 30 }),
    }),
  );

describe("module shapes", () => {
  it.each(MODULE_SHAPES)("%s: no two shapes touch the same pixel, whatever the modules", (shape) => {
    fc.assert(
      fc.property(field, ({ size, scale, bits, left, top }) => {
        const dark = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && bits[y * size + x] === true;
        const shapes = MODULE_SHAPE_DRAWERS[shape]({ size, dark }, { scale, left, top });
        expect(sharedPixels(shapes)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("the check finds two shapes that share a pixel", () => {
    const a: RoundRect = { x: 0, y: 0, w: 4.5, h: 4, r: [0, 0, 0, 0] };
    expect(sharedPixels([a, { ...a, x: 4.5 }])).toContain("4,0");
  });

  it.each(EYE_SHAPES)("%s eyes: rings and centres each touch pixels of their own", (eye) => {
    const layout = { scale: 7, left: 20, top: 20 };
    const origins = eyeOrigins(37);
    expect(sharedPixels(origins.map((o) => eyeRing(o, layout, eye)))).toEqual([]);
    expect(sharedPixels(origins.map((o) => eyeCentre(o, layout, eye)))).toEqual([]);
  });
});
