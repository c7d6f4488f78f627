import { toHexColor } from "../../color/hex-color.js";
import { renderMatrixSvg } from "../../render/matrix-svg.js";
import { qrImage } from "./qr-image.js";
import type { QrSvgOptions } from "./qr-options.js";
import type { QrPayload } from "./qr-payload.js";

/**
 * A QR code as an SVG string of exactly `size` x `size` units: one path of the dark modules on a background
 * rectangle. `content` is text (a URL, anything) or a typed payload from `qrPayload`. Throws a `QrbarError`
 * naming the option or `content` for anything it refuses. Small in a browser: text needs neither the types'
 * registry nor a schema validator.
 *
 * @param content - the text to encode, or `qrPayload(type, content)` for one of the QR types
 * @param options - size, colours, error correction and margin; every one has a default
 *
 * @example
 * ```ts
 * document.body.innerHTML = qrSvg("https://example.com", { size: 256 });
 * const wifi = qrSvg(qrPayload("wifi", { ssid: "Guest", encryption: "WPA", password: "secret" }));
 * ```
 */
export function qrSvg(content: string | QrPayload, options?: QrSvgOptions): string {
  const { symbol, margin, size, fill, back } = qrImage(content, options, "qrSvg");
  return renderMatrixSvg(symbol, margin, size, size, toHexColor(fill), toHexColor(back));
}
