import type { ModuleLayout } from "../render/module-matrix.js";
import type { Box } from "./paint.js";
import { allCorners, type RoundRect } from "./round-rect.js";

/** A frame as laid out: its border shape (the window cut out) and the band that holds the caption. */
export interface FrameLayout {
  readonly border: RoundRect;
  readonly band: Box;
}

/** Where everything goes in a styled image of `size` x `size` pixels. */
export interface DesignLayout {
  /** The modules: whole-pixel scale and offset. */
  readonly modules: ModuleLayout;
  /** The symbol's own box (without the quiet zone), what gradients span and logo_size measures. */
  readonly symbol: Box;
  readonly frame: FrameLayout | undefined;
}

/** Border thickness, corner radius and caption band of a frame, as fractions of the image side. */
const FRAME = { border: 0.02, radius: 0.05, band: 0.14 } as const;

/**
 * Lays out a styled code in exactly `size` x `size` pixels: with a frame, a rounded border of 2 %
 * of the side and a caption band of 14 % (above or below) take their share first and the code with
 * its quiet zone is centred in the window left; modules stay whole pixels. `undefined` when the
 * symbol does not fit at one pixel per module.
 *
 * @example
 * ```ts
 * designLayout(25, 4, 300, "bottom").modules.scale; // 7: the caption band took 42 px
 * ```
 */
export function designLayout(
  modules: number,
  margin: number,
  size: number,
  framePosition: "top" | "bottom" | undefined,
): DesignLayout | undefined {
  let area: Box = { x: 0, y: 0, w: size, h: size };
  let frame: FrameLayout | undefined;
  if (framePosition) {
    const border = Math.max(2, Math.round(size * FRAME.border));
    const radius = Math.round(size * FRAME.radius);
    const bandHeight = Math.round(size * FRAME.band);
    const window: Box = {
      x: border,
      y: framePosition === "top" ? bandHeight : border,
      w: size - 2 * border,
      h: size - border - bandHeight,
    };
    frame = {
      border: {
        x: 0,
        y: 0,
        w: size,
        h: size,
        r: allCorners(radius),
        hole: { ...window, r: allCorners(Math.max(0, radius - border)) },
      },
      band: { x: border, y: framePosition === "top" ? 0 : size - bandHeight, w: size - 2 * border, h: bandHeight },
    };
    const side = Math.min(window.w, window.h);
    area = { x: window.x + Math.floor((window.w - side) / 2), y: window.y, w: side, h: side };
  }
  const scale = Math.floor(area.w / (modules + 2 * margin));
  if (scale < 1) return undefined;
  const left = area.x + Math.floor((area.w - scale * modules) / 2);
  const top = area.y + Math.floor((area.h - scale * modules) / 2);
  return { modules: { scale, left, top }, symbol: { x: left, y: top, w: scale * modules, h: scale * modules }, frame };
}
