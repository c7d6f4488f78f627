// A file of its own, fetched beside the page's script (index.html preloads it): the QR generator of
// `@qrbar/core/generate`, so plain previews are drawn in the page and send no request.
import { generateQr, isPlainQrRequest, validateQrRequest } from "@qrbar/core/generate";
import type { DrawnImage } from "./preview.js";

/** What {@link drawQr} makes: the image, or for a styled design only its payload (the server draws those). */
export type DrawnQr = DrawnImage | { readonly payload: string; readonly bytes?: undefined };

/**
 * Draws a QR code in the page, or for a styled design (module shape, eyes, gradient, logo, frame,
 * transparent background: drawn and proven to scan with sharp and zxing-cpp, in Node only) checks the
 * whole request and gives its payload. Throws the `QrbarError` the server would answer for bad input.
 *
 * @example
 * ```ts
 * drawQr({ type: "url", content: { url: "https://example.com" } }).bytes; // a 300 x 300 PNG
 * drawQr({ type: "url", content: { url: "https://example.com" }, customization: { module_shape: "dots" } });
 * // { payload: "https://example.com" }
 * ```
 */
export function drawQr(request: unknown): DrawnQr {
  const valid = validateQrRequest(request).request;
  if (isPlainQrRequest(valid)) return generateQr(valid);
  // A design is drawn and proven by the server; its content's payload is the same without it.
  return { payload: generateQr({ ...valid, customization: undefined }).payload };
}
