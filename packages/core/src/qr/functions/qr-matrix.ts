import { checkOptions } from "../../validation/check-options.js";
import type { QrSymbol } from "../encoder/encode-qr-matrix.js";
import { encodeContent } from "./encode-content.js";
import { QR_OPTION_RULES, type QrMatrixOptions } from "./qr-options.js";
import type { QrPayload } from "./qr-payload.js";

const MATRIX_OPTIONS = ["errorCorrection"] as const;

/**
 * A QR code's modules, for a renderer of your own: `width` x `height` cells row by row in `data` (1 dark,
 * 0 light), without a quiet zone, and the `version` (1 to 40) chosen for the content. `content` is text or a
 * typed payload from `qrPayload`.
 *
 * @param content - the text to encode, or `qrPayload(type, content)` for one of the QR types
 * @param options - the error correction level (`"M"` by default)
 *
 * @example
 * ```ts
 * const { width, data } = qrMatrix("https://example.com");
 * const darkAt = (x: number, y: number) => data[y * width + x] === 1;
 * ```
 */
export function qrMatrix(content: string | QrPayload, options?: QrMatrixOptions): QrSymbol {
  const { errorCorrection } = checkOptions(options, QR_OPTION_RULES, MATRIX_OPTIONS, "qrMatrix");
  return encodeContent(content, errorCorrection);
}
