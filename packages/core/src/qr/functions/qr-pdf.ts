import { PDF_FORMAT } from "../../render/vector-pdf.js";
import type { QrPdfOptions } from "./qr-options.js";
import type { QrPayload } from "./qr-payload.js";
import { qrVector } from "./qr-vector.js";

/**
 * A QR code as a one-page PDF 1.4 of exactly `size` x `size` pixels at 0.75 pt each (300 px is a page of
 * 225 x 225 pt): the background and the dark modules as filled rectangles with the SVG's exact geometry, no
 * raster image and no font. `content` and `options` are those of `qrSvg`; a `QrbarError` names the option or
 * `content` for anything it refuses.
 *
 * @param content - the text to encode, or `qrPayload(type, content)` for one of the QR types
 * @param options - size, colours, error correction and margin; every one has a default
 *
 * @example
 * ```ts
 * await writeFile("qr.pdf", qrPdf("https://example.com", { size: 400, errorCorrection: "Q" }));
 * ```
 */
export function qrPdf(content: string | QrPayload, options?: QrPdfOptions): Uint8Array {
  return qrVector(PDF_FORMAT, content, options, "qrPdf");
}
