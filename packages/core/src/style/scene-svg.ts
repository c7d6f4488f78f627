import { toHexColor } from "../color/hex-color.js";
import { logoDataUrl } from "./logo-source.js";
import { svgPaint } from "./paint.js";
import { roundRectPath } from "./round-rect.js";
import type { Scene } from "./styled-scene.js";

/**
 * Writes a scene as a self-contained SVG of exactly its size: gradients in `<defs>`, shapes as
 * paths, the caption as glyph outlines, the logo as an embedded data URL. No external reference,
 * no script, no font.
 *
 * @example
 * ```ts
 * const svg = sceneSvg(scene); // "<svg xmlns=... width=\"300\" height=\"300\" ...>"
 * ```
 */
export function sceneSvg(scene: Scene): string {
  const { width, height } = scene;
  const defs: string[] = [];
  const body: string[] = [];
  if (scene.background) body.push(`<rect width="${width}" height="${height}" fill="${toHexColor(scene.background)}"/>`);
  for (const layer of scene.layers) {
    if (layer.kind === "logo") {
      const { x, y, w, h } = layer.box;
      body.push(
        `<image x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid meet" href="${logoDataUrl(layer.logo)}"/>`,
      );
      continue;
    }
    const paint = svgPaint(layer.paint, layer.kind === "caption" ? "caption" : layer.id);
    if (paint.defs) defs.push(paint.defs);
    const d = layer.kind === "caption" ? layer.caption.path : layer.shapes.map(roundRectPath).join("");
    if (d)
      body.push(
        `<path fill="${paint.fill}" fill-rule="${layer.kind === "caption" ? "nonzero" : "evenodd"}" d="${d}"/>`,
      );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs.length ? `<defs>${defs.join("")}</defs>` : "") +
    body.join("") +
    "</svg>"
  );
}
