import type { GeneratedImage } from "@qrbar/core";
import { bytesAsBuffer } from "../bytes-as-buffer.js";

/**
 * The response fields every generator shares: `type`, `format`, `size` ("<w>x<h>"), `image_base64`
 * (a data URI) and `payload`, plus `scannability` for a styled QR code and `warnings` when there are any.
 *
 * @example
 * ```ts
 * return { success: true, qr_id: id, ...imageFields(image), download_url };
 * ```
 */
export function imageFields(image: GeneratedImage) {
  return {
    type: image.type,
    format: image.format,
    size: `${image.width}x${image.height}`,
    image_base64: `data:${image.mimeType};base64,${bytesAsBuffer(image.bytes).toString("base64")}`,
    payload: image.payload,
    ...(image.scannability ? { scannability: image.scannability } : {}),
    ...(image.warnings ? { warnings: image.warnings } : {}),
  };
}
