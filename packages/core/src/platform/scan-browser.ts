/// <reference lib="dom" />
// The browser side of `#scan-platform` (package.json "imports", condition "browser"): files decode with
// `createImageBitmap`, pixels come from a canvas (an `OffscreenCanvas` where there is one, so that a worker
// can scan too), the grey filters are plain JavaScript, and zxing-wasm's `.wasm` is the file beside this
// module, written as `new URL(..., import.meta.url)` so that bundlers (Vite, webpack, Parcel, esbuild with
// a loader) emit it as an asset: no CDN, no set-up.
//
// ZBar does not run here. Measured on the 800 corpus images in Node (the same strategy with and without
// it): 723 read with ZBar, 713 without, 10 images (1.25 points) for another 177 KB of gzip-compressed
// wasm (239 KB raw) beside zxing-cpp's 412 KB (954 KB raw), and a loader that imports Node's `module`,
// which every bundler would have to stub. Browser scans are camera frames, where speed matters more.

import type { ErrorSentence } from "../errors/public.js";
import { QrbarError } from "../errors/qrbar-error.js";
import { blurGrey, equaliseLocally, sharpenGrey, upscaleGrey2x } from "../scan/image/grey-filters.js";
import type { GreyImage } from "../scan/image/grey-image.js";
import type { GreyTransform } from "../scan/image/grey-transforms.js";
import { imageFormatOf } from "../scan/image/image-format.js";
import type { SourceImage } from "../scan/image/scan-source.js";
import { checkPixelLimit, checkRgbaPixels, groundOf, toGrey } from "../scan/image/to-grey.js";
import { imageError } from "../scan/scan-error.js";
import type { ScanImageOptions, ScanOutcome } from "../scan/scan-image.js";
import {
  bytesOf,
  isBlob,
  isInstanceOfGlobal,
  isRgbaPixels,
  type ScanInput,
  type ScanSourceFormat,
} from "../scan/scan-input.js";

/** Something `drawImage` takes, with its size in pixels. */
interface Drawn {
  readonly image: CanvasImageSource;
  readonly width: number;
  readonly height: number;
  readonly format: ScanSourceFormat;
}

const defined = (name: string): boolean => typeof (globalThis as Record<string, unknown>)[name] === "function";

/** A 2D context to draw and read pixels in: an `OffscreenCanvas` where there is one, else a `<canvas>`. */
function context2d(width: number, height: number): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D {
  const canvas = defined("OffscreenCanvas")
    ? new OffscreenCanvas(width, height)
    : Object.assign(document.createElement("canvas"), { width, height });
  const context = canvas.getContext("2d", { willReadFrequently: true }) as
    | OffscreenCanvasRenderingContext2D
    | CanvasRenderingContext2D
    | null;
  if (!context) throw new Error("this browser gives no 2D canvas context to read pixels from");
  return context;
}

/** An image file decoded by the browser, after the same signature check as in Node. */
async function decodeFile(file: Blob, declaredType: string | undefined): Promise<Drawn> {
  const format = imageFormatOf(new Uint8Array(await file.slice(0, 256).arrayBuffer()), file.size, declaredType);
  try {
    const bitmap = await createImageBitmap(file);
    return { image: bitmap, width: bitmap.width, height: bitmap.height, format };
  } catch (error) {
    throw imageError(
      "INVALID_IMAGE",
      `is not a readable ${format.toUpperCase()} file: ${(error as Error).message}`,
      error,
    );
  }
}

/** What `input` draws as, and its size; `<img>` elements are decoded first, videos must have a frame. */
async function drawnOf(input: ScanInput, declaredType: string | undefined): Promise<Drawn> {
  const bytes = bytesOf(input);
  if (bytes) return decodeFile(new Blob([bytes as Uint8Array<ArrayBuffer>]), declaredType);
  if (isBlob(input)) return decodeFile(input, declaredType);
  if (isRgbaPixels(input)) {
    const rgba = checkRgbaPixels(input, Number.POSITIVE_INFINITY);
    const pixels = new ImageData(
      new Uint8ClampedArray(rgba.buffer as ArrayBuffer, rgba.byteOffset, rgba.byteLength),
      input.width,
    );
    const bitmap = await createImageBitmap(pixels, { premultiplyAlpha: "none", colorSpaceConversion: "none" });
    return { image: bitmap, width: input.width, height: input.height, format: "pixels" };
  }
  if (isInstanceOfGlobal<HTMLImageElement>(input, "HTMLImageElement")) {
    await input.decode().catch((error: Error) => {
      throw imageError("INVALID_IMAGE", `(an <img>) did not load: ${error.message}`, error);
    });
    return { image: input, width: input.naturalWidth, height: input.naturalHeight, format: "pixels" };
  }
  if (isInstanceOfGlobal<HTMLVideoElement>(input, "HTMLVideoElement")) {
    if (input.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
      throw imageError("VALIDATION_ERROR", "(a <video>) has no frame yet; scan after its loadeddata event");
    }
    return { image: input, width: input.videoWidth, height: input.videoHeight, format: "pixels" };
  }
  if (isInstanceOfGlobal<VideoFrame>(input, "VideoFrame")) {
    return { image: input, width: input.displayWidth, height: input.displayHeight, format: "pixels" };
  }
  const { width, height } = input as { width?: unknown; height?: unknown };
  if (typeof width === "number" && typeof height === "number") {
    return { image: input as CanvasImageSource, width, height, format: "pixels" };
  }
  throw imageError(
    "VALIDATION_ERROR",
    "is not something scanImage reads: send a Blob, bytes, ImageData, an ImageBitmap, a canvas, an <img>, a <video> or a VideoFrame",
  );
}

/**
 * Opens what `scanImage` was given: files are decoded by the browser, anything else drawn as it is.
 * Grey pixels at each scale come from drawing the picture that size (the browser's own resampling) and
 * reading it back. The pixel limit is checked on the decoded size (a browser tells no size before it
 * decodes).
 *
 * @example
 * ```ts
 * const source = await openScanInput(blob, { maxPixels: 40_000_000 });
 * ```
 */
export async function openScanInput(
  input: ScanInput,
  { maxPixels, declaredType }: { maxPixels: number; declaredType?: string | undefined },
): Promise<SourceImage> {
  const drawn = await drawnOf(input, declaredType);
  const { image, width, height, format } = drawn;
  if (width < 1 || height < 1) throw imageError("VALIDATION_ERROR", `is ${width}x${height} pixels; it shows nothing`);
  checkPixelLimit(width, height, maxPixels);
  let sawAlpha = false;
  return {
    format,
    width,
    height,
    get hasAlpha() {
      return sawAlpha;
    },
    async grey(scale, background = "white") {
      const w = Math.max(1, Math.round(width * Math.min(1, scale)));
      const h = Math.max(1, Math.round(height * Math.min(1, scale)));
      const context = context2d(w, h);
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, w, h);
      const { data } = context.getImageData(0, 0, w, h);
      const rgba = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      for (let i = 3; i < rgba.length && !sawAlpha; i += 4) sawAlpha = rgba[i] !== 255;
      return { data: toGrey(rgba, 4, groundOf(background)), width: w, height: h };
    },
  };
}

/**
 * Twice the size (bilinear, in JavaScript).
 *
 * @example
 * ```ts
 * const big = await UPSCALE_2X.apply(image);
 * ```
 */
export const UPSCALE_2X: GreyTransform = { scale: 2, apply: async (image: GreyImage) => upscaleGrey2x(image) };

/**
 * Unsharp mask (sigma 1.5, in JavaScript).
 *
 * @example
 * ```ts
 * const crisp = await SHARPEN.apply(image);
 * ```
 */
export const SHARPEN: GreyTransform = { scale: 1, apply: async (image: GreyImage) => sharpenGrey(image, 1.5) };

/**
 * Gaussian blur (sigma 1, in JavaScript).
 *
 * @example
 * ```ts
 * const smooth = await BLUR.apply(image);
 * ```
 */
export const BLUR: GreyTransform = { scale: 1, apply: async (image: GreyImage) => blurGrey(image, 1) };

/**
 * Contrast-limited adaptive histogram equalisation in JavaScript, tiled over 16 x 16 blocks (see
 * `equaliseLocally`; Node's libvips slides its window over every pixel), with libvips' default slope of 3.
 *
 * @example
 * ```ts
 * const even = await LOCAL_CONTRAST.apply(image);
 * ```
 */
export const LOCAL_CONTRAST: GreyTransform = {
  scale: 1,
  apply: async (image: GreyImage) => equaliseLocally(image, Math.min(16, image.width, image.height), 3),
};

/**
 * zxing-wasm's module overrides: its `.wasm` is the file shipped beside this module.
 *
 * @example
 * ```ts
 * await prepareZXingModule({ overrides: await zxingOverrides(), fireImmediately: true });
 * ```
 */
export async function zxingOverrides(): Promise<{ locateFile: (path: string, prefix: string) => string }> {
  const wasm = new URL("./zxing_reader.wasm", import.meta.url).href;
  return { locateFile: (path, prefix) => (path.endsWith(".wasm") ? wasm : prefix + path) };
}

/**
 * ZBar's bindings: none in the browser (see the figures at the top of this file).
 *
 * @example
 * ```ts
 * await loadZbar(); // undefined
 * ```
 */
export const loadZbar = async (): Promise<undefined> => undefined;

/** A scan's failure as it crosses from the worker: a QrbarError's parts, or another error's message. */
interface WorkerFailure {
  readonly code?: QrbarError["code"];
  readonly sentence?: ErrorSentence;
  readonly details?: QrbarError["details"];
  readonly message: string;
}

/** What the worker answers: the outcome or the failure of the scan numbered `id`. */
export type WorkerReply =
  | { readonly id: number; readonly outcome: ScanOutcome<ScanSourceFormat> }
  | { readonly id: number; readonly failure: WorkerFailure };

/** What the worker is asked: scan `input` (transferred) with `options`. */
export interface WorkerRequest {
  readonly id: number;
  readonly input: ScanInput;
  readonly options: ScanImageOptions;
}

/**
 * A failure as it crosses to the page: a QrbarError keeps its code, sentence and details.
 *
 * @example
 * ```ts
 * postMessage({ id, failure: failureOf(error) });
 * ```
 */
export function failureOf(error: unknown): WorkerFailure {
  if (error instanceof QrbarError) {
    return { code: error.code, sentence: error.sentence, details: error.details, message: error.message };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

const errorOf = (failure: WorkerFailure): Error =>
  failure.code && failure.sentence
    ? new QrbarError(failure.code, failure.sentence, { details: failure.details })
    : new Error(failure.message);

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve(outcome: ScanOutcome<ScanSourceFormat>): void; reject(error: Error): void }
>();

/** The one scan worker of the page, started on first use. */
function scanWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./scan-worker.js", import.meta.url), { type: "module" });
  worker.addEventListener("message", ({ data }: MessageEvent<WorkerReply>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ("outcome" in data) waiting?.resolve(data.outcome);
    else waiting?.reject(errorOf(data.failure));
  });
  // A worker that failed (its script did not load, or threw) takes no more scans: the next scan starts another.
  worker.addEventListener("error", (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`the scan worker failed: ${event.message}`));
    pending.clear();
    worker?.terminate();
    worker = undefined;
  });
  return worker;
}

/**
 * `input` in a form the worker can take, and the buffers to transfer: files and pixels are copied
 * once (the caller keeps its own), anything drawn becomes an `ImageBitmap`, which moves without a copy.
 */
async function transferable(input: ScanInput): Promise<{ input: ScanInput; transfer: Transferable[] }> {
  const bytes = bytesOf(input);
  if (bytes) {
    const copy = bytes.slice();
    return { input: copy, transfer: [copy.buffer] };
  }
  if (isBlob(input)) return { input, transfer: [] };
  if (isRgbaPixels(input)) {
    const data = input.data.slice();
    return { input: { data, width: input.width, height: input.height }, transfer: [data.buffer] };
  }
  if (isInstanceOfGlobal<HTMLImageElement>(input, "HTMLImageElement")) await input.decode();
  const bitmap = await createImageBitmap(input as ImageBitmapSource);
  return { input: bitmap, transfer: [bitmap] };
}

/**
 * Runs a scan in the page's module Worker (`scan-worker.js` beside this module), transferring the
 * pixels, so that the page stays responsive while zxing-cpp decodes.
 *
 * @example
 * ```ts
 * const outcome = await scanOffThread(video, { maxPixels: 40_000_000 });
 * ```
 */
export const scanOffThread = async (
  input: ScanInput,
  options: ScanImageOptions,
): Promise<ScanOutcome<ScanSourceFormat>> => {
  const message = await transferable(input);
  const id = nextId++;
  return new Promise<ScanOutcome<ScanSourceFormat>>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: WorkerRequest = { id, input: message.input, options: { ...options, worker: false } };
    scanWorker().postMessage(request, message.transfer);
  });
};
