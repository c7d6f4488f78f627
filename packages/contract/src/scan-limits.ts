// The scan's limits and image formats as plain constants, without the schemas, so that the scanner bundled
// for a browser loads no schema library (also exported by the root entry and by `./plain`).

/**
 * Limits of `POST /api/scan`: the upload size (the service spec's section 8, Limits) and the decoded size, which guards against
 * decompression bombs (a small file that would decode to billions of pixels).
 *
 * @example
 * ```ts
 * if (file.size > SCAN_LIMITS.maxBytes) throw new Error("too large");
 * ```
 */
export const SCAN_LIMITS = {
  /** 16 MiB, the spec's "16 MB per file". */
  maxBytes: 16_777_216,
  /** Width x height of the decoded image (first frame), after EXIF rotation. */
  maxPixels: 50_000_000,
} as const;

/**
 * Image formats `POST /api/scan` reads, as its response's `image.format` names them.
 *
 * @example
 * ```ts
 * SCAN_IMAGE_FORMATS.includes("webp"); // true
 * ```
 */
export const SCAN_IMAGE_FORMATS = ["png", "jpeg", "gif", "bmp", "webp"] as const;

/** One of {@link SCAN_IMAGE_FORMATS}. */
export type ScanImageFormat = (typeof SCAN_IMAGE_FORMATS)[number];
