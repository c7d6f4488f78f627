import { qrImagePath } from "@qrbar/client/image-url";
import type { QrGenerateRequest } from "@qrbar/contract";
import { getImage } from "./api.js";
import type { DrawnQr } from "./draw-qr.js";
import { drawnInPage, localPreview, type Preview } from "./preview.js";
import type { GenerateRequest } from "./snippets.js";

/**
 * Longest image URL a styled preview asks for: Node refuses a request's line and headers over 16 KiB
 * (`HEADERS_TOO_LARGE`), and proxies commonly stop at 8 KiB. A design longer than this (a logo of more
 * than about 6 KB) is previewed by the storing `POST /api/qr/generate`.
 */
export const MAX_IMAGE_URL = 8000;

/**
 * A QR preview: drawn in the page by `drawQr` for every plain design; for a styled one, whose request
 * the page has checked already (a refused field costs no request), the server's image from the
 * non-storing image URL `GET /api/qr/image` (its scannability proof in a header), or from `post`
 * when the URL would be too long.
 *
 * @example
 * ```ts
 * const { drawQr } = await import("./draw-qr.js");
 * pane.show(await previewQr(drawQr, { type: "url", content: { url: "https://example.com" } }, post), list);
 * ```
 */
export async function previewQr(
  drawQr: (request: unknown) => DrawnQr,
  request: GenerateRequest,
  post: (request: GenerateRequest) => Promise<Preview>,
): Promise<Preview> {
  const drawn = drawnInPage(() => drawQr(request));
  if (drawn.bytes) return localPreview(drawn);
  const path = qrImagePath(request as unknown as QrGenerateRequest);
  const served = path.length <= MAX_IMAGE_URL ? await getImage(path) : await post(request);
  return { ...served, payload: drawn.payload };
}
