import type { FileFormat, GenerationWarning, Scannability } from "@qrbar/contract";

export type { FileFormat } from "@qrbar/contract";

/** MIME type of each format the library writes. */
export const MIME_TYPES: Record<FileFormat, string> = {
  PNG: "image/png",
  SVG: "image/svg+xml",
  PDF: "application/pdf",
  EPS: "application/postscript",
};

/** A generated image: bytes, how to label them, and what they encode. */
export interface GeneratedImage {
  /** Canonical type key. */
  readonly type: string;
  /** The file format of `bytes`: PNG, SVG, PDF or EPS. */
  readonly format: FileFormat;
  readonly mimeType: string;
  /** Image width in pixels. */
  readonly width: number;
  /** Image height in pixels. */
  readonly height: number;
  /**
   * The image file. A `Buffer` in Node (a `Uint8Array` subclass, so `writeFile` and `Buffer` methods work
   * at run time); a plain `Uint8Array` in a browser bundle. Typed as `Uint8Array`, so the type needs no
   * `@types/node`: in Node, `Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)` views it as a
   * Buffer without copying.
   */
  readonly bytes: Uint8Array;
  /** The exact text encoded in the symbol. */
  readonly payload: string;
  /** A styled QR code's proof that it scans (absent on plain codes and barcodes). */
  readonly scannability?: Scannability;
  /**
   * What may stop the code from scanning though it was drawn (colours too faint under a scanner's red light);
   * absent when there is nothing to say.
   */
  readonly warnings?: readonly GenerationWarning[];
}
