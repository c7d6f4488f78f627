import type { ImageFormat, Scannability } from "@qrbar/contract";

/**
 * Every format the library writes: the HTTP API's image formats, and the vector formats of `qrPdf`, `qrEps`,
 * `barcodePdf` and `barcodeEps`.
 */
export type FileFormat = ImageFormat | "PDF" | "EPS";

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
  /** The file's format: PNG and SVG from every generator, PDF and EPS from the styled QR code's too. */
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
}
