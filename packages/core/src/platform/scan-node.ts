// The Node side of `#scan-platform` (package.json "imports"): files decode with sharp (libvips), decoded
// RGBA pixels skip decoding, the grey filters are libvips', zxing-wasm's `.wasm` is read from node_modules
// and ZBar runs as the second engine. `scanImage`'s `worker` option does nothing here: servers scan in
// `createScanPool`'s threads.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Sharp } from "sharp";
import { requireInstalled } from "../errors/optional-dependency.js";
import { OPTIONAL_FEATURES } from "../errors/optional-features.js";
import type { GreyImage } from "../scan/image/grey-image.js";
import type { GreyTransform } from "../scan/image/grey-transforms.js";
import { imageFormatOf } from "../scan/image/image-format.js";
import { loadSharp } from "../scan/image/load-sharp.js";
import { decodedSource, openImage, type SourceImage } from "../scan/image/source-image.js";
import { checkRgbaPixels, hasTransparency } from "../scan/image/to-grey.js";
import { imageError } from "../scan/scan-error.js";
import type { ScanImageOptions, ScanOutcome } from "../scan/scan-image.js";
import { bytesOf, isBlob, isRgbaPixels, type ScanInput, type ScanSourceFormat } from "../scan/scan-input.js";

/**
 * Opens what `scanImage` was given: an image file (bytes or Blob; its format from its signature) or RGBA
 * pixels. Anything drawable is the browser's; here it is a `VALIDATION_ERROR`.
 *
 * @example
 * ```ts
 * const source = await openScanInput(bytes, { maxPixels: 40_000_000 });
 * ```
 */
export async function openScanInput(
  input: ScanInput,
  { maxPixels, declaredType }: { maxPixels: number; declaredType?: string | undefined },
): Promise<SourceImage> {
  if (isRgbaPixels(input)) {
    const pixels = checkRgbaPixels(input, maxPixels);
    requireInstalled(OPTIONAL_FEATURES.scanning);
    const { width, height } = input;
    return decodedSource(
      "pixels",
      pixels,
      { width, height, channels: 4, opaque: !hasTransparency(pixels) },
      await loadSharp(),
    );
  }
  const bytes = bytesOf(input) ?? (isBlob(input) ? new Uint8Array(await input.arrayBuffer()) : undefined);
  if (!bytes) {
    throw imageError(
      "VALIDATION_ERROR",
      "is neither an image file (Uint8Array, ArrayBuffer, Blob) nor RGBA pixels ({ data, width, height }), what Node reads",
    );
  }
  const format = imageFormatOf(bytes, bytes.length, declaredType);
  requireInstalled(OPTIONAL_FEATURES.scanning);
  return openImage(bytes, format, maxPixels);
}

async function viaSharp(image: GreyImage, edit: (pipeline: Sharp) => Sharp): Promise<GreyImage> {
  const sharp = await loadSharp();
  const input = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
  const { data, info } = await edit(input).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/**
 * Twice the size, bicubic: small or blurred bars and modules get enough pixels for the detectors.
 *
 * @example
 * ```ts
 * const big = await UPSCALE_2X.apply(image); // big.width === 2 * image.width
 * ```
 */
export const UPSCALE_2X: GreyTransform = {
  scale: 2,
  apply: (image) => viaSharp(image, (p) => p.resize(image.width * 2, image.height * 2, { kernel: "cubic" })),
};

/**
 * Unsharp mask (sigma 1.5): restores edges of slightly blurred photos.
 *
 * @example
 * ```ts
 * const crisp = await SHARPEN.apply(image);
 * ```
 */
export const SHARPEN: GreyTransform = {
  scale: 1,
  apply: (image) => viaSharp(image, (p) => p.sharpen({ sigma: 1.5 })),
};

/**
 * Gaussian blur (sigma 1): merges JPEG blocks and print grain inside the bars, which the line decoders
 * otherwise read as extra edges.
 *
 * @example
 * ```ts
 * const smooth = await BLUR.apply(image);
 * ```
 */
export const BLUR: GreyTransform = {
  scale: 1,
  apply: (image) => viaSharp(image, (p) => p.blur(1)),
};

/**
 * Contrast-limited adaptive histogram equalisation (libvips' `hist_local`) over a 16 x 16 window (smaller in
 * a smaller image): bars under glare or in a shadow get the contrast of the rest of the label.
 *
 * @example
 * ```ts
 * const even = await LOCAL_CONTRAST.apply(image);
 * ```
 */
export const LOCAL_CONTRAST: GreyTransform = {
  scale: 1,
  apply: (image) => {
    const tile = Math.min(16, image.width, image.height);
    return viaSharp(image, (p) => p.clahe({ width: tile, height: tile }));
  },
};

/**
 * zxing-wasm's module overrides: the `.wasm` from node_modules, never from a CDN.
 *
 * @example
 * ```ts
 * await prepareZXingModule({ overrides: await zxingOverrides(), fireImmediately: true });
 * ```
 */
export async function zxingOverrides(): Promise<{ wasmBinary: ArrayBuffer }> {
  const wasm = await readFile(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
  return { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer };
}

/**
 * ZBar's bindings (zbar-wasm): in Node, the second engine. Scanning checks the package at its entry.
 *
 * @example
 * ```ts
 * const zbar = await loadZbar();
 * ```
 */
export const loadZbar = (): Promise<typeof import("@undecaf/zbar-wasm") | undefined> => import("@undecaf/zbar-wasm");

/**
 * Where `scanImage({ worker: true })` sends a scan: nowhere in Node (the option is ignored).
 *
 * @example
 * ```ts
 * scanOffThread?.(input, options);
 * ```
 */
export const scanOffThread:
  | ((input: ScanInput, options: ScanImageOptions) => Promise<ScanOutcome<ScanSourceFormat>>)
  | undefined = undefined;
