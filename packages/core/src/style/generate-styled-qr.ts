import type { QrGenerateRequest } from "@qrbar/contract";
import { inRequestWords } from "../errors/request-wording.js";
import { drawPlainQr, validateQrRequest, versionCheck } from "../qr/generate-qr.js";
import type { GeneratedImage } from "../render/generated-image.js";
import { drawStyledQr } from "./draw-styled-qr.js";
import { isStyled } from "./is-styled.js";

/**
 * Generates a QR code from any request of the spec's shape, plain or styled, asynchronously. A styled
 * design (`module_shape`, `eye`, `gradient`, `logo`, `logo_size`, `frame`, or `back_color: "transparent"`)
 * is drawn anti-aliased and proven to scan before it is returned: the scanner decodes it at its own size
 * and under a distant phone's degradations, and a design that does not decode is refused with a
 * `VALIDATION_ERROR` naming the field to change; the result carries `scannability`. With `format` `"PDF"`
 * or `"EPS"` the proven design comes back as a vector file: exact paths, gradients as the format's own
 * shadings, the caption as outlines, and the logo the one raster in it (an SVG logo drawn at 600 dpi).
 * A plain request is drawn as `generateQr` draws it. Rejects with what `generateQr` throws for bad input,
 * and with an `INTERNAL_ERROR` naming the packages to install when the design needs one that is missing
 * (the proof's decoders, sharp for a logo, the fonts for a frame). Node only.
 *
 * @example
 * ```ts
 * import { generateStyledQr } from "@qrbar/core/style";
 *
 * const qr = await generateStyledQr({
 *   type: "url",
 *   content: { url: "https://example.com" },
 *   customization: { module_shape: "rounded", eye: { outer_shape: "rounded" } },
 * });
 * qr.scannability?.score; // 0 to 100
 * ```
 */
export async function generateStyledQr(request: QrGenerateRequest): Promise<GeneratedImage> {
  const valid = validateQrRequest(request);
  const { customization } = valid.request;
  if (!customization || !isStyled(customization)) return drawPlainQr(valid);
  const payload = valid.definition.build(valid.content);
  try {
    return await drawStyledQr(valid.definition.key, payload, customization, versionCheck(valid.definition, payload));
  } catch (error) {
    throw inRequestWords(error);
  }
}
