import type { Rgb } from "../color/hex-color.js";
import type { QrSymbol } from "../qr/encoder/encode-qr-matrix.js";
import { type Caption, setCaption } from "./caption.js";
import type { DesignLayout } from "./design-layout.js";
import { eyeCentre, eyeOrigins, eyeRing, inEye } from "./eye-shapes.js";
import { clearedRange } from "./logo-budget.js";
import type { LogoSource } from "./logo-source.js";
import { MODULE_SHAPE_DRAWERS } from "./module-shapes.js";
import { type Box, type Paint, paintOf } from "./paint.js";
import type { QrDesign } from "./qr-design.js";
import type { RoundRect } from "./round-rect.js";

/** One thing drawn: shapes in one paint, a caption, or the logo. */
export type SceneLayer =
  | { readonly kind: "shapes"; readonly id: string; readonly shapes: readonly RoundRect[]; readonly paint: Paint }
  | { readonly kind: "caption"; readonly caption: Caption; readonly paint: Paint }
  | { readonly kind: "logo"; readonly box: Box; readonly logo: LogoSource };

/** A styled code as a list of layers, bottom first, in image pixels: what the SVG and PNG writers both draw. */
export interface Scene {
  readonly width: number;
  readonly height: number;
  /** `undefined`: transparent. */
  readonly background: Rgb | undefined;
  readonly layers: readonly SceneLayer[];
}

/** Caption colour on a transparent code's frame: the background it would have had. */
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * Builds the scene of a styled code: the frame and its caption, the data modules in their shape
 * (leaving out the eyes and the area a logo clears), the eyes' rings and centres, then the logo
 * centred over the symbol at `logoFraction` of its width.
 *
 * @example
 * ```ts
 * const scene = buildScene(symbol, design, layout, 300, undefined);
 * ```
 */
export function buildScene(
  symbol: QrSymbol,
  design: QrDesign,
  layout: DesignLayout,
  size: number,
  logoFraction: number | undefined,
): Scene {
  const layers: SceneLayer[] = [];
  const solid = (color: Rgb): Paint => ({ kind: "solid", color });
  if (layout.frame && design.frame) {
    layers.push({ kind: "shapes", id: "frame", shapes: [layout.frame.border], paint: solid(design.frame.color) });
    layers.push({
      kind: "caption",
      caption: setCaption(design.frame.text, layout.frame.band),
      paint: solid(design.back ?? WHITE),
    });
  }
  const n = symbol.width;
  const cleared = logoFraction === undefined ? undefined : clearedRange(n, logoFraction);
  const underLogo = (x: number, y: number) =>
    cleared !== undefined && x >= cleared.from && x <= cleared.to && y >= cleared.from && y <= cleared.to;
  // Which modules to draw, worked out once: a shape drawer asks about each module and its four neighbours.
  const drawn = new Uint8Array(n * n);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      drawn[y * n + x] = symbol.data[y * n + x] === 1 && !inEye(n, x, y) && !underLogo(x, y) ? 1 : 0;
  const dark = (x: number, y: number) => x >= 0 && y >= 0 && x < n && y < n && drawn[y * n + x] === 1;
  layers.push({
    kind: "shapes",
    id: "modules",
    shapes: MODULE_SHAPE_DRAWERS[design.moduleShape]({ size: n, dark }, layout.modules),
    paint: paintOf(design.fill, design.gradient, layout.symbol),
  });
  const { eye } = design;
  const origins = eyeOrigins(n);
  layers.push({
    kind: "shapes",
    id: "eye-outer",
    shapes: origins.map((o) => eyeRing(o, layout.modules, eye.outerShape)),
    paint: paintOf(eye.outerColor, eye.gradient, layout.symbol),
  });
  layers.push({
    kind: "shapes",
    id: "eye-inner",
    shapes: origins.map((o) => eyeCentre(o, layout.modules, eye.innerShape)),
    paint: paintOf(eye.innerColor, eye.gradient, layout.symbol),
  });
  if (design.logo && logoFraction !== undefined) {
    const side = Math.max(1, Math.round(logoFraction * layout.symbol.w));
    const offset = Math.round((layout.symbol.w - side) / 2);
    layers.push({
      kind: "logo",
      box: { x: layout.symbol.x + offset, y: layout.symbol.y + offset, w: side, h: side },
      logo: design.logo,
    });
  }
  return { width: size, height: size, background: design.back, layers };
}
