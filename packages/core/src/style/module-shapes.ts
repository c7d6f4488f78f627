import type { ModuleShape } from "@qrbar/contract";
import type { ModuleLayout } from "../render/module-matrix.js";
import { allCorners, type Corners, type RoundRect } from "./round-rect.js";

/** The data modules to draw: `dark(x, y)` is false outside the symbol, in the eyes and under the logo. */
export interface ModuleField {
  /** Modules per side. */
  readonly size: number;
  readonly dark: (x: number, y: number) => boolean;
}

/** Draws the dark modules of a field as shapes, in pixels of `layout`. */
type ShapeDrawer = (field: ModuleField, layout: ModuleLayout) => RoundRect[];

/** Each dark module, its position in pixels and its side. */
function eachDark(
  field: ModuleField,
  layout: ModuleLayout,
  draw: (x: number, y: number, px: number, py: number, s: number) => RoundRect,
) {
  const out: RoundRect[] = [];
  const { scale: s, left, top } = layout;
  for (let y = 0; y < field.size; y++) {
    for (let x = 0; x < field.size; x++) if (field.dark(x, y)) out.push(draw(x, y, left + x * s, top + y * s, s));
  }
  return out;
}

/**
 * A square module whose corners are rounded to `radius` (in modules) where both neighbours beside
 * that corner are light, so touching modules join into one outline. `which` says which corners may
 * round at all (clockwise from the top left).
 */
const joined =
  (radius: number, which: readonly [boolean, boolean, boolean, boolean] = [true, true, true, true]): ShapeDrawer =>
  (field, layout) =>
    eachDark(field, layout, (x, y, px, py, s) => {
      const up = field.dark(x, y - 1);
      const down = field.dark(x, y + 1);
      const left = field.dark(x - 1, y);
      const right = field.dark(x + 1, y);
      const r = radius * s;
      const corners: Corners = [
        which[0] && !up && !left ? r : 0,
        which[1] && !up && !right ? r : 0,
        which[2] && !down && !right ? r : 0,
        which[3] && !down && !left ? r : 0,
      ];
      return { x: px, y: py, w: s, h: s, r: corners };
    });

/** Runs of dark modules along rows (`horizontal`) or columns, drawn as capsules `thickness` modules thick. */
const bars =
  (horizontal: boolean, thickness: number): ShapeDrawer =>
  (field, { scale: s, left, top }) => {
    const out: RoundRect[] = [];
    const at = (run: number, along: number) => (horizontal ? field.dark(along, run) : field.dark(run, along));
    const inset = ((1 - thickness) * s) / 2;
    for (let run = 0; run < field.size; run++) {
      for (let along = 0; along < field.size; along++) {
        if (!at(run, along)) continue;
        const start = along;
        while (along + 1 < field.size && at(run, along + 1)) along++;
        const length = (along - start + 1) * s - 2 * inset;
        const across = s - 2 * inset;
        const r = allCorners(across / 2);
        out.push(
          horizontal
            ? { x: left + start * s + inset, y: top + run * s + inset, w: length, h: across, r }
            : { x: left + run * s + inset, y: top + start * s + inset, w: across, h: length, r },
        );
      }
    }
    return out;
  };

/** Rows of dark modules as single rectangles: the plain look, in as few shapes as possible. */
const squares: ShapeDrawer = (field, { scale: s, left, top }) => {
  const out: RoundRect[] = [];
  for (let y = 0; y < field.size; y++) {
    for (let x = 0; x < field.size; x++) {
      if (!field.dark(x, y)) continue;
      const start = x;
      while (x + 1 < field.size && field.dark(x + 1, y)) x++;
      out.push({ x: left + start * s, y: top + y * s, w: (x - start + 1) * s, h: s, r: allCorners(0) });
    }
  }
  return out;
};

/** Diameter of a dot, in modules: large enough that a blurred dot still reads as dark. */
const DOT_DIAMETER = 0.9;
/** Thickness of a bar, in modules. */
const BAR_THICKNESS = 0.84;

/**
 * How each module shape is drawn: one row per shape. `rounded` and `extra-rounded` join neighbours
 * (corner radius 0.3 and 0.5 of a module where the corner is free), `classy` rounds only the top-left
 * and bottom-right free corners, the bars join runs of a column or a row into capsules.
 */
export const MODULE_SHAPE_DRAWERS: Record<ModuleShape, ShapeDrawer> = {
  square: squares,
  dots: (field, layout) =>
    eachDark(field, layout, (_x, _y, px, py, s) => {
      const d = DOT_DIAMETER * s;
      const inset = (s - d) / 2;
      return { x: px + inset, y: py + inset, w: d, h: d, r: allCorners(d / 2) };
    }),
  rounded: joined(0.3),
  "extra-rounded": joined(0.5),
  classy: joined(0.5, [true, false, true, false]),
  "vertical-bars": bars(false, BAR_THICKNESS),
  "horizontal-bars": bars(true, BAR_THICKNESS),
};
