import type { ScanImageFormat } from "@qrbar/contract";

/**
 * The browser's type `Name` where the program has the DOM library (`lib: ["DOM"]`), else `never`: a Node
 * project compiles `ScanInput` without the DOM's types and without a global declared for it, and a string
 * or any other object is still refused.
 *
 * @example
 * ```ts
 * type Canvas = DomType<"HTMLCanvasElement">; // HTMLCanvasElement with the DOM library, never without
 * ```
 */
export type DomType<Name extends string> = typeof globalThis extends { readonly [K in Name]: { prototype: infer T } }
  ? T
  : never;

/**
 * Decoded pixels, 4 bytes a pixel (red, green, blue, alpha), row-major: an `ImageData`, or any object of
 * that shape (what a canvas, sharp's `.ensureAlpha().raw()` or a video pipeline gives).
 *
 * @example
 * ```ts
 * const pixels: RgbaPixels = { data: new Uint8ClampedArray(4 * 640 * 480), width: 640, height: 480 };
 * ```
 */
export interface RgbaPixels {
  readonly data: Uint8ClampedArray | Uint8Array;
  readonly width: number;
  readonly height: number;
}

/**
 * A picture the browser draws: an `ImageBitmap`, a canvas (`HTMLCanvasElement`, `OffscreenCanvas`), an
 * `<img>` (loaded), a `<video>` (its current frame) or a WebCodecs `VideoFrame`. Browser only.
 *
 * @example
 * ```ts
 * const frame: DrawableImage = document.querySelector("video")!;
 * ```
 */
export type DrawableImage =
  | DomType<"ImageBitmap">
  | DomType<"HTMLCanvasElement">
  | DomType<"OffscreenCanvas">
  | DomType<"HTMLImageElement">
  | DomType<"HTMLVideoElement">
  | DomType<"VideoFrame">;

/**
 * An encoded image file (PNG, JPEG, GIF, BMP or WebP) as bytes or a `Blob` / `File`.
 *
 * @example
 * ```ts
 * const file: EncodedImage = await readFile("photo.jpg");
 * ```
 */
export type EncodedImage = Uint8Array | ArrayBuffer | Blob;

/**
 * What `scanImage` and `BarcodeDetector.detect` read: an image file, decoded pixels, or (in a browser)
 * anything that can be drawn.
 *
 * @example
 * ```ts
 * const input: ScanInput = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
 * ```
 */
export type ScanInput = EncodedImage | RgbaPixels | DrawableImage;

/**
 * The `image.format` of a scan: the file format of an encoded image, `"pixels"` for decoded pixels
 * and drawn images.
 *
 * @example
 * ```ts
 * const format: ScanSourceFormat = "pixels";
 * ```
 */
export type ScanSourceFormat = ScanImageFormat | "pixels";

/**
 * Whether `input` is decoded RGBA pixels (`ImageData` or its shape).
 *
 * @example
 * ```ts
 * isRgbaPixels(new ImageData(2, 2)); // true
 * ```
 */
export function isRgbaPixels(input: unknown): input is RgbaPixels {
  const { data, width, height } = (input ?? {}) as Partial<RgbaPixels>;
  return (
    (data instanceof Uint8ClampedArray || data instanceof Uint8Array) &&
    typeof width === "number" &&
    typeof height === "number"
  );
}

/**
 * `input` as bytes when it is bytes (`Uint8Array` or `ArrayBuffer`), without copying; else `undefined`.
 *
 * @example
 * ```ts
 * bytesOf(new ArrayBuffer(4))?.length; // 4
 * ```
 */
export function bytesOf(input: unknown): Uint8Array | undefined {
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  return undefined;
}

/**
 * Whether `input` is a `Blob` (or `File`).
 *
 * @example
 * ```ts
 * isBlob(new Blob([])); // true
 * ```
 */
export const isBlob = (input: unknown): input is Blob => typeof Blob !== "undefined" && input instanceof Blob;

/**
 * Whether `input` is an instance of the global class `name` (`"HTMLVideoElement"`, `"VideoFrame"` ...): `false`
 * where the runtime has no such class, as Node has no DOM.
 *
 * @example
 * ```ts
 * isInstanceOfGlobal<HTMLVideoElement>(input, "HTMLVideoElement"); // false in Node
 * ```
 */
export function isInstanceOfGlobal<T>(input: unknown, name: string): input is T {
  const type = (globalThis as Record<string, unknown>)[name];
  return typeof type === "function" && input instanceof (type as abstract new () => T);
}
