import type { Detection, Point } from "../engines/detection.js";
import type { GreyImage } from "../image/grey-image.js";

/** The shortest ITF reported: pieces of longer symbols decode to 2 or 4 digits, and no ITF carries fewer than 6. */
const ITF_MIN_DIGITS = 6;

/**
 * Modules of quiet zone an ITF needs on each side: ISO/IEC 16390 asks for 10, less a tolerance for
 * photos (blur eats into the light, and the module is estimated, below). zxing-cpp asks for 6 of
 * its own estimate but takes the image's edge for a quiet zone.
 */
const ITF_QUIET_MODULES = 6;

/**
 * Modules in an ITF of `digits` digits at the widest ratio (wide elements 3 modules): start 4, stop
 * 5, 9 a digit. The module estimated from it is thus the narrowest the symbol can have, and a 2:1
 * symbol's quiet zone is checked for 5.5 of its modules rather than 7.
 */
const itfModules = (digits: number): number => 9 * digits + 9;

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The grey at `p`, or `undefined` outside the image. */
function greyAt(grey: GreyImage, p: Point): number | undefined {
  const x = Math.round(p.x);
  const y = Math.round(p.y);
  return x < 0 || y < 0 || x >= grey.width || y >= grey.height ? undefined : grey.data[y * grey.width + x];
}

/**
 * Whether the `length` pixels from `from` in direction `step` (a unit vector) are light: within the
 * image, and no run of dark pixels (below `threshold`) as long as half a module, once out of the bar
 * the reading ends on (up to 2 modules, as corners fall a pixel or two either side of its edge).
 */
function lightRun(grey: GreyImage, from: Point, step: Point, length: number, module: number, threshold: number) {
  const maxDark = Math.max(1, module / 2);
  let t = 0;
  while (t < 2 * module && (greyAt(grey, { x: from.x + step.x * t, y: from.y + step.y * t }) ?? 255) < threshold) t++;
  let dark = 0;
  for (const end = t + length; t < end; t++) {
    const value = greyAt(grey, { x: from.x + step.x * t, y: from.y + step.y * t });
    if (value === undefined) return false;
    dark = value < threshold ? dark + 1 : 0;
    if (dark >= maxDark) return false;
  }
  return true;
}

/**
 * Whether an ITF reading is plausible: an even number of at least {@link ITF_MIN_DIGITS} digits, and
 * {@link ITF_QUIET_MODULES} light modules on each side along its middle scan line in `grey` (the
 * pixels the reading's pass started from, `scale` times the source). ITF has no mandatory check
 * digit, so a scan line that enters a longer symbol, a crop or a rotation can decode part of it to a
 * valid-looking number; its quiet zones, which the engine may have taken from the image's edge or
 * from a pass's turned or cropped pixels, are what tell a symbol from a piece. Other types pass.
 *
 * @example
 * ```ts
 * isPlausibleItf(itfWithTightCrop, grey, 1); // false: the bars touch the image's edge
 * ```
 */
export function isPlausibleItf(detection: Detection, grey: GreyImage, scale: number): boolean {
  if (detection.type !== "interleaved2of5") return true;
  const { text, corners } = detection;
  if (!/^\d+$/.test(text) || text.length % 2 !== 0 || text.length < ITF_MIN_DIGITS) return false;
  const scaled = (p: Point): Point => ({ x: p.x * scale, y: p.y * scale });
  const left = scaled(midpoint(corners[0], corners[3]));
  const right = scaled(midpoint(corners[1], corners[2]));
  const length = Math.hypot(right.x - left.x, right.y - left.y);
  if (length < 1) return false;
  const along = { x: (right.x - left.x) / length, y: (right.y - left.y) / length };
  const module = length / itfModules(text.length);
  const profile: number[] = [];
  for (let t = 0; t <= length; t++)
    profile.push(greyAt(grey, { x: left.x + along.x * t, y: left.y + along.y * t }) ?? 255);
  const threshold = (Math.min(...profile) + Math.max(...profile)) / 2;
  const quiet = ITF_QUIET_MODULES * module;
  return (
    lightRun(grey, left, { x: -along.x, y: -along.y }, quiet, module, threshold) &&
    lightRun(grey, right, along, quiet, module, threshold)
  );
}
