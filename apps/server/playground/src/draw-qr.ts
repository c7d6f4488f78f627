// A file of its own, fetched beside the page's script (index.html preloads it): the QR generator of
// `@qrbar/core/generate`, so plain previews are drawn in the page and send no request.
import { generateQr } from "@qrbar/core/generate";
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
  const drawn = generateQr(request);
  if (!(drawn instanceof Promise)) return drawn;
  // Validated already; the browser entry's styled renderer is a refusal to draw, not news.
  drawn.catch(() => {});
  const { type, content } = request as { type: unknown; content: unknown };
  return { payload: generateQr({ type, content }).payload };
}
