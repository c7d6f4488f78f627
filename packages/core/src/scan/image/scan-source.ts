import type { ScanSourceFormat } from "../scan-input.js";
import type { GreyImage } from "./grey-image.js";
import type { Background } from "./to-grey.js";

/** An image to scan (a file or pixels), checked and ready to be rendered to grey pixels at any scale. */
export interface SourceImage {
  readonly format: ScanSourceFormat;
  /** Width in pixels after EXIF rotation: positions are reported in these pixels. */
  readonly width: number;
  /** Height in pixels after EXIF rotation. */
  readonly height: number;
  /** Whether the image has an alpha channel (a transparent code could be light on nothing). */
  readonly hasAlpha: boolean;
  /**
   * Renders the image as grey pixels, `scale` (0 < scale <= 1) times its size: EXIF rotation applied,
   * transparency flattened onto `background` (white unless told).
   */
  grey(scale: number, background?: Background): Promise<GreyImage>;
}
