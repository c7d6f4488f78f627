import { renderMatrixVector } from "../../render/matrix-vector.js";
import type { VectorFormat } from "../../render/vector-writer.js";
import { qrImage } from "./qr-image.js";
import type { QrOptions } from "./qr-options.js";
import type { QrPayload } from "./qr-payload.js";

/**
 * A QR code as a vector file (`qrPdf`, `qrEps`): checked and encoded as `qrSvg` does it, drawn with the SVG's
 * geometry, `size` x `size` pixels at 0.75 pt each.
 *
 * @example
 * ```ts
 * const pdf = qrVector(PDF_FORMAT, "https://example.com", { size: 256 }, "qrPdf");
 * ```
 */
export function qrVector(
  format: VectorFormat,
  content: string | QrPayload,
  options: QrOptions | undefined,
  what: string,
): Uint8Array {
  const { symbol, margin, size, fill, back } = qrImage(content, options, what);
  return renderMatrixVector(format, symbol, margin, size, size, fill, back);
}
