import sharp from "sharp";

/** Where a code goes on a {@link phonePhoto}: its width in pixels and its top-left corner. */
export interface PhotoPlacement {
  readonly width: number;
  readonly left: number;
  readonly top: number;
}

/**
 * The ground of a 12 MP (4000 x 3000) photo, as PNG: smooth and unevenly lit, a 40 x 30 grey noise
 * image (mean 120, deviation `sigma`) enlarged.
 *
 * @example
 * ```ts
 * const ground = await photoGround(45);
 * ```
 */
export async function photoGround(sigma = 40): Promise<Buffer> {
  return sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: "#777",
      noise: { type: "gaussian", mean: 120, sigma },
    },
  })
    .resize(4000, 3000)
    .png()
    .toBuffer();
}

/**
 * A 12 MP (4000 x 3000) photo-like JPEG at quality 85: a smooth, unevenly lit ground (a small noise
 * image enlarged), with `code` (an image file) resized and laid on it, or no code at all.
 *
 * @example
 * ```ts
 * const jpeg = await phonePhoto(qr.bytes, { width: 900, left: 1700, top: 900 });
 * ```
 */
export async function phonePhoto(code?: Uint8Array, at?: PhotoPlacement): Promise<Buffer> {
  const ground = await photoGround();
  const layers =
    code && at ? [{ input: await sharp(code).resize(at.width).toBuffer(), left: at.left, top: at.top }] : [];
  return sharp(ground).composite(layers).jpeg({ quality: 85 }).toBuffer();
}
