import type { GreyImage } from "../image/grey-image.js";
import type { Detection } from "./detection.js";

/** Options a pass gives an engine. */
export interface EngineOptions {
  /** Look for EAN/UPC add-ons and report only symbols that have one (zxing-cpp only). */
  readonly requireAddOn?: boolean;
  /** Restrict the search to these result types. */
  readonly types?: readonly string[];
  /**
   * Skip zxing-cpp's own downscaled and inverted tries (zxing-cpp only): for a tier read after a
   * smaller one, which was the downscaled look, and which already found the codes in the picture.
   */
  readonly lean?: boolean;
  /**
   * zxing-cpp's binarizer (zxing-cpp only; default `LocalAverage`): `GlobalHistogram` is one
   * threshold for the image, which keeps small finder patterns whole where local averaging breaks them.
   */
  readonly binarizer?: "LocalAverage" | "GlobalHistogram";
}

/**
 * A decoding engine: grey pixels in, detections out, in the coordinates of `image` (the caller
 * scales them back). Engines load their WebAssembly lazily on first use.
 */
export interface Engine {
  readonly name: string;
  read(image: GreyImage, options?: EngineOptions): Promise<Detection[]>;
}
