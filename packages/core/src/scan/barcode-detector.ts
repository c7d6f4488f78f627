import type { ScanResult } from "@qrbar/contract";
import { locateCodes, type ScanEffort, type ScanImageOptions } from "./scan-image.js";
import type { ScanInput } from "./scan-input.js";
import type { LocatedCode } from "./strategy/locate-code.js";
import { W3C_FORMATS, type W3cBarcodeFormat, w3cFormatOf } from "./w3c-formats.js";

/**
 * Options of {@link BarcodeDetector}: the W3C `formats` hint, and qrbar's `worker`.
 *
 * @example
 * ```ts
 * const options: BarcodeDetectorOptions = { formats: ["qr_code", "ean_13"], worker: true };
 * ```
 */
export interface BarcodeDetectorOptions {
  /**
   * The formats to report (W3C names, see {@link BarcodeDetector.getSupportedFormats}); all when absent.
   * `"unknown"` is ignored. An empty list, or a name that is not a format, throws a `TypeError`.
   */
  readonly formats?: readonly W3cBarcodeFormat[];
  /** Decode in a module Worker in a browser (see `ScanImageOptions.worker`); ignored in Node. */
  readonly worker?: boolean;
  /**
   * How hard to look (see `ScanImageOptions.effort`): `"quick"` for a camera's frames, `"thorough"` for a
   * photo; by default quick for a `<video>` or a `VideoFrame`, thorough for anything else.
   */
  readonly effort?: ScanEffort;
}

/** A point of a detected code, in the image's pixels. */
export interface Point2D {
  readonly x: number;
  readonly y: number;
}

/** The box around a detected code: a `DOMRectReadOnly` in a browser, an object of its fields in Node. */
export interface BoundingBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** One code found by {@link BarcodeDetector.detect}, in the W3C Shape Detection API's shape. */
export interface DetectedBarcode {
  readonly boundingBox: BoundingBox;
  /** The decoded text (`ScanResult.data`). */
  readonly rawValue: string;
  readonly format: W3cBarcodeFormat;
  /** Top-left, top-right, bottom-right, bottom-left, clockwise from the code's own top-left. */
  readonly cornerPoints: readonly [Point2D, Point2D, Point2D, Point2D];
}

function boundingBoxOf({ x, y, width, height }: ScanResult["position"]): BoundingBox {
  const Rect = (globalThis as { DOMRectReadOnly?: { fromRect(rect: object): BoundingBox } }).DOMRectReadOnly;
  if (Rect) return Rect.fromRect({ x, y, width, height });
  return Object.freeze({ x, y, width, height, top: y, right: x + width, bottom: y + height, left: x });
}

const detectedOf = (result: LocatedCode): DetectedBarcode => {
  const [a, b, c, d] = result.corners;
  const point = (p: Point2D | undefined): Point2D => ({ x: p?.x ?? 0, y: p?.y ?? 0 });
  return {
    boundingBox: boundingBoxOf(result.position),
    rawValue: result.data,
    format: w3cFormatOf(result.type),
    cornerPoints: [point(a), point(b), point(c), point(d)],
  };
};

/**
 * The W3C Shape Detection API's `BarcodeDetector` (the shape of the `barcode-detector` polyfill) on
 * qrbar's scanner: `detect` finds what `scanImage` finds, in Node and in a browser, on the same
 * inputs. A drop-in where a page uses the browser's own detector or the polyfill.
 *
 * @example
 * ```ts
 * const detector = new BarcodeDetector({ formats: ["qr_code"], worker: true });
 * const [code] = await detector.detect(video);
 * console.log(code?.rawValue, code?.format, code?.cornerPoints);
 * ```
 */
export class BarcodeDetector {
  readonly #formats: ReadonlySet<W3cBarcodeFormat> | undefined;
  readonly #options: ScanImageOptions;

  /** Throws a `TypeError` when `formats` is empty or names something that is not a format. */
  constructor(options: BarcodeDetectorOptions = {}) {
    const formats = options.formats?.filter((format) => format !== "unknown");
    if (formats?.length === 0) throw new TypeError("Hint option provided, but is empty.");
    for (const format of formats ?? []) {
      if (!W3C_FORMATS.includes(format)) {
        throw new TypeError(
          `Failed to read the 'formats' property from 'BarcodeDetectorOptions': The provided value '${format}' is not a valid enum value of type BarcodeFormat.`,
        );
      }
    }
    this.#formats = formats && new Set(formats);
    this.#options = { worker: options.worker === true, ...(options.effort ? { effort: options.effort } : {}) };
  }

  /**
   * The formats qrbar reads, by their W3C names (the polyfill's for those the standard does not name).
   *
   * @example
   * ```ts
   * (await BarcodeDetector.getSupportedFormats()).includes("qr_code"); // true
   * ```
   */
  static async getSupportedFormats(): Promise<readonly W3cBarcodeFormat[]> {
    return W3C_FORMATS.filter((format) => format !== "unknown");
  }

  /**
   * Every code in `image` of the formats asked for. Rejects with qrbar's `QrbarError` where the
   * image cannot be read (see `scanImage`).
   *
   * @example
   * ```ts
   * const codes = await new BarcodeDetector().detect(await createImageBitmap(blob));
   * ```
   */
  async detect(image: ScanInput): Promise<DetectedBarcode[]> {
    const { results } = await locateCodes(image, this.#options);
    const found = results.map(detectedOf);
    const formats = this.#formats;
    return formats ? found.filter((code) => formats.has(code.format)) : found;
  }
}
