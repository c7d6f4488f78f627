import { drawVector, type VectorFormat, type VectorImage, type VectorWriter } from "../render/vector-writer.js";
import { captionVector } from "./caption.js";
import { logoImage } from "./logo-source.js";
import { type Box, type Paint, vectorGradient } from "./paint.js";
import { roundRectVector } from "./round-rect.js";
import type { Scene, SceneLayer } from "./styled-scene.js";

/** Fills the path `draw` writes with a paint: one colour, or a gradient shading clipped to it. */
function fillWith(out: VectorWriter, paint: Paint, evenOdd: boolean, draw: (out: VectorWriter) => void): void {
  if (paint.kind === "solid") {
    draw(out.colour(paint.color));
    out.fill(evenOdd);
  } else out.shade(vectorGradient(paint), evenOdd, draw);
}

/** Where an image of `width` x `height` lands in `box`, its aspect kept and centred (SVG's `xMidYMid meet`). */
function fitted(box: Box, width: number, height: number): Box {
  const scale = Math.min(box.w / width, box.h / height);
  const w = width * scale;
  const h = height * scale;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

/**
 * Writes a scene as a vector file of exactly its size (1 px = 0.75 pt), as {@link sceneSvg} draws it:
 * module, eye and frame shapes as exact paths (rounded corners as Bézier curves), filled by the even-odd rule;
 * gradients as the format's own shadings; the caption as glyph outlines; the logo as a raster image
 * ({@link logoImage}: a JPEG as it is, other rasters at their own pixels, an SVG logo drawn at 600 dpi of
 * its box), the only raster in the file; nothing under a transparent background.
 *
 * @example
 * ```ts
 * const pdf = await sceneVector(scene, PDF_FORMAT);
 * ```
 */
export async function sceneVector(scene: Scene, format: VectorFormat): Promise<Uint8Array> {
  const images = new Map<SceneLayer, VectorImage>();
  for (const layer of scene.layers)
    if (layer.kind === "logo") images.set(layer, await logoImage(layer.logo, layer.box.w, layer.box.h));
  return drawVector(format, scene.width, scene.height, scene.background, (out) => {
    for (const layer of scene.layers) {
      // A clip to an empty path is malformed in PDF: a layer with nothing to draw writes nothing.
      if (layer.kind === "shapes" && layer.shapes.length === 0) continue;
      if (layer.kind === "caption" && layer.caption.glyphs.length === 0) continue;
      if (layer.kind === "shapes")
        fillWith(out, layer.paint, true, (path) => {
          for (const shape of layer.shapes) roundRectVector(path, shape);
        });
      else if (layer.kind === "caption")
        fillWith(out, layer.paint, false, (path) => captionVector(path, layer.caption));
      else {
        const image = images.get(layer) as VectorImage;
        const { x, y, w, h } = fitted(layer.box, image.width, image.height);
        out.image(image, x, y, w, h);
      }
    }
  });
}
