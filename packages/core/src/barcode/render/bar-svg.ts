import type { BarPixels } from "./bar-pixels.js";
import { textPaths } from "./glyph-text.js";

/**
 * Writes resolved bars and text as SVG of exactly `width` x `height`, in pixel units, so the SVG has
 * the same geometry as the PNG: bars as one crisp-edged path, text as glyph outlines.
 *
 * @example
 * ```ts
 * const svg = renderBarsSvg(barPixels(symbol, layout, 400, 200), 400, 200, "#000000", "#FFFFFF");
 * ```
 */
export function renderBarsSvg(
  pixels: BarPixels,
  width: number,
  height: number,
  bar: string,
  background: string,
): string {
  let bars = "";
  for (const r of pixels.rects) bars += `M${r.x} ${r.y}h${r.width}v${r.height}h${-r.width}z`;
  let text = "";
  for (const t of pixels.texts) text += textPaths(t.run.text, t.run.font, t.size, t.x, t.y, t.gap);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<path fill="${bar}" shape-rendering="crispEdges" d="${bars}"/>` +
    (text ? `<g fill="${bar}">${text}</g>` : "") +
    "</svg>"
  );
}
