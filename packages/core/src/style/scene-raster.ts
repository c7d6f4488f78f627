import { rasteriseLogo } from "./logo-source.js";
import { type Canvas, createCanvas, drawImage, fillPolygonsSmooth, fillShapes } from "./raster-canvas.js";
import type { Scene } from "./styled-scene.js";

/**
 * Draws a scene into pixels, anti-aliased, with this package's own rasteriser (the logo alone goes
 * through sharp). The PNG writer encodes the result and the scannability proof decodes it, so the
 * proof reads the very pixels a PNG carries, and for an SVG the same geometry.
 *
 * @example
 * ```ts
 * const canvas = await rasteriseScene(scene);
 * ```
 */
export async function rasteriseScene(scene: Scene): Promise<Canvas> {
  const canvas = createCanvas(scene.width, scene.height, scene.background);
  for (const layer of scene.layers) {
    if (layer.kind === "shapes") fillShapes(canvas, layer.shapes, layer.paint);
    else if (layer.kind === "caption") fillPolygonsSmooth(canvas, layer.caption.polygons, layer.paint);
    else {
      const { x, y, w, h } = layer.box;
      drawImage(canvas, await rasteriseLogo(layer.logo, w, h), x, y);
    }
  }
  return canvas;
}
