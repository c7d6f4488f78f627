import type { ErrorCode } from "@qrbar/contract";
import { QrbarError } from "../errors/qrbar-error.js";

/**
 * A `QrbarError` about the uploaded `image` part, with the field named in `details`.
 *
 * @example
 * ```ts
 * throw imageError("INVALID_IMAGE", "is not a readable PNG file: unexpected end of data");
 * // message: "image is not a readable PNG file: unexpected end of data"
 * ```
 */
export function imageError(code: ErrorCode, message: string, cause?: unknown): QrbarError {
  return new QrbarError(code, `image ${message}`, { details: [{ field: "image", message }], cause });
}
