import type { ScanImageFormat } from "@qrbar/contract";
import { imageError } from "../scan-error.js";
import { sniffImage } from "./image-signature.js";

const ACCEPTED = "PNG, JPEG, GIF, BMP or WebP";

/**
 * The format of an image file from its signature, or the `QrbarError` a scan answers: `VALIDATION_ERROR`
 * (empty), `UNSUPPORTED_MEDIA_TYPE` (not an image we read), `INVALID_IMAGE` (declared `image/*` but
 * unreadable). `head` is the file's first bytes (32 are enough), `size` its length.
 *
 * @example
 * ```ts
 * imageFormatOf(bytes, bytes.length, "image/png"); // "png"
 * ```
 */
export function imageFormatOf(head: Uint8Array, size: number, declaredType?: string): ScanImageFormat {
  if (size === 0) throw imageError("VALIDATION_ERROR", "is empty; send an image file");
  const signature = sniffImage(head);
  if (signature.kind === "unsupported") {
    throw imageError("UNSUPPORTED_MEDIA_TYPE", `is a ${signature.name} file; send ${ACCEPTED}`);
  }
  if (signature.kind === "unknown") {
    const declared = declaredType?.toLowerCase();
    if (declared?.startsWith("image/")) {
      throw imageError("INVALID_IMAGE", `is declared as ${declared} but is not a readable ${ACCEPTED} file`);
    }
    throw imageError("UNSUPPORTED_MEDIA_TYPE", `is not a ${ACCEPTED} file (its first bytes match none of them)`);
  }
  return signature.format;
}
