import type { ImageFormat, Scannability } from "@qrbar/contract";

/** MIME type of each image format. */
export const MIME_TYPES: Record<ImageFormat, string> = { PNG: "image/png", SVG: "image/svg+xml" };

/** A generated image: bytes, how to label them, and what they encode. */
export interface GeneratedImage {
  /** Canonical type key. */
  readonly type: string;
  readonly format: ImageFormat;
  readonly mimeType: string;
  /** Image width in pixels. */
  readonly width: number;
  /** Image height in pixels. */
  readonly height: number;
  /** The image file. */
  readonly bytes: Buffer;
  /** The exact text encoded in the symbol. */
  readonly payload: string;
  /** A styled QR code's proof that it scans (absent on plain codes and barcodes). */
  readonly scannability?: Scannability;
}
