import { SCAN_LIMITS, type ScanImageFormat } from "@qrbar/contract";
import type { Sharp, SharpOptions } from "sharp";
import { quickDecode } from "../engines/quick-decode.js";
import { imageError } from "../scan-error.js";
import type { ScanSourceFormat } from "../scan-input.js";
import { FIRST_TIER_MAX_PIXELS } from "../strategy/scan-tiers.js";
import { bmpDimensions, decodeBmp } from "./bmp-source.js";
import { loadSharp } from "./load-sharp.js";
import type { SourceImage } from "./scan-source.js";
import { checkPixelLimit, groundOf, toGrey } from "./to-grey.js";

export type { SourceImage } from "./scan-source.js";
export type { Background } from "./to-grey.js";

const FORMAT_NAMES: Record<ScanImageFormat, string> = {
  png: "PNG",
  jpeg: "JPEG",
  gif: "GIF",
  bmp: "BMP",
  webp: "WebP",
};

const isPixelLimit = (error: unknown): boolean => /pixel limit/i.test((error as Error).message);

/**
 * Opens an image of a known format: applies the pixel limit before any pixel is decoded
 * (`PAYLOAD_TOO_LARGE`) and reports `INVALID_IMAGE` when the file does not decode. sharp (libvips)
 * reads PNG, JPEG (EXIF-rotated), GIF and WebP (first frame); BMP goes through `bmp-ts`.
 *
 * A small image (at most one first tier, see `scanTiers`) is decoded at once: a still PNG or WebP
 * without EXIF in this thread (`quickDecode`, several times cheaper than a sharp call), anything
 * else in a single sharp call, which sharp refuses before decoding when the image is larger; a larger one is opened from its header
 * and decoded per tier, downscaled while decoding.
 *
 * @example
 * ```ts
 * const image = await openImage(bytes, "jpeg");
 * const small = await image.grey(0.25); // a quarter of the size, EXIF-rotated, grey
 * ```
 */
export async function openImage(
  bytes: Uint8Array,
  format: ScanImageFormat,
  maxPixels: number = SCAN_LIMITS.maxPixels,
): Promise<SourceImage> {
  const sharp = await loadSharp();
  const unreadable = (error: unknown) =>
    imageError("INVALID_IMAGE", `is not a readable ${FORMAT_NAMES[format]} file: ${(error as Error).message}`, error);
  const options = (limit: number | false): SharpOptions => ({
    limitInputPixels: limit,
    // Decode what can be decoded (phones write slightly odd JPEGs); fail on real errors only.
    failOn: "error",
    autoOrient: true,
  });
  let input: (limit: number | false) => Sharp;
  if (format === "bmp") {
    const size = bmpDimensions(bytes);
    if (!size) throw imageError("INVALID_IMAGE", "is not a readable BMP file: its header is not one we know");
    checkPixelLimit(size.width, size.height, maxPixels);
    const rgb = await decodeBmp(bytes);
    input = (limit) =>
      sharp(rgb.data, { ...options(limit), raw: { width: rgb.width, height: rgb.height, channels: 3 } });
  } else {
    input = (limit) => sharp(bytes, options(limit));
  }

  const quick = await quickDecode(bytes, format, Math.min(maxPixels, FIRST_TIER_MAX_PIXELS));
  if (quick) return decodedSource(format, quick.data, quick, sharp);
  try {
    const { data, info } = await input(Math.min(maxPixels, FIRST_TIER_MAX_PIXELS))
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    return decodedSource(format, data, info, sharp);
  } catch (error) {
    if (!isPixelLimit(error)) throw unreadable(error);
  }

  // Larger than a first tier: the header alone (unlimited, so that the check can say how large).
  let meta: Awaited<ReturnType<Sharp["metadata"]>>;
  try {
    meta = await input(false).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  const turned = (meta.orientation ?? 1) >= 5;
  // An animated GIF or WebP reports the height of all its frames; the first frame is what is read.
  const rawHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !rawHeight) throw unreadable(new Error("it has no size"));
  const width = turned ? rawHeight : meta.width;
  const height = turned ? meta.width : rawHeight;
  checkPixelLimit(width, height, maxPixels);
  const hasAlpha = meta.hasAlpha === true;
  return {
    format,
    width,
    height,
    hasAlpha,
    async grey(scale, background = "white") {
      let pipeline = input(maxPixels);
      if (hasAlpha) pipeline = pipeline.flatten({ background: background === "white" ? "#ffffff" : "#000000" });
      if (scale < 1) {
        pipeline = pipeline.resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), {
          fit: "fill",
        });
      }
      try {
        const { data, info } = await pipeline.raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
        return { data: toGrey(data, info.channels, groundOf(background)), width: info.width, height: info.height };
      } catch (error) {
        throw unreadable(error);
      }
    },
  };
}

/**
 * A source already decoded in full (1 to 4 channels; `opaque` when an alpha channel is all 255): grey is
 * computed from the pixels in hand, and downscaled by sharp.
 *
 * @example
 * ```ts
 * const source = decodedSource("pixels", imageData.data, { width, height, channels: 4 }, await loadSharp());
 * ```
 */
export function decodedSource(
  format: ScanSourceFormat,
  pixels: Uint8Array,
  info: { width: number; height: number; channels: number; opaque?: boolean },
  sharp: Awaited<ReturnType<typeof loadSharp>>,
): SourceImage {
  const { width, height, channels } = info;
  return {
    format,
    width,
    height,
    hasAlpha: !info.opaque && (channels === 2 || channels === 4),
    async grey(scale, background = "white") {
      const full = { data: toGrey(pixels, channels, groundOf(background)), width, height };
      if (scale >= 1) return full;
      const { data, info: out } = await sharp(full.data, { raw: { width, height, channels: 1 } })
        .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), { fit: "fill" })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return {
        data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        width: out.width,
        height: out.height,
      };
    },
  };
}
