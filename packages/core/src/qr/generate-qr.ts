import { QrGenerateRequestSchema } from "@qrbar/contract";
import { utf8Bytes } from "#platform";
import { toHexColor } from "../color/hex-color.js";
import { QrbarError } from "../errors/qrbar-error.js";
import { type GeneratedImage, MIME_TYPES } from "../render/generated-image.js";
import { renderMatrixPng } from "../render/matrix-png.js";
import { renderMatrixSvg } from "../render/matrix-svg.js";
import { layoutModules, minimumSide } from "../render/module-matrix.js";
import { normaliseRequestCase } from "../validation/normalise-case.js";
import { validate } from "../validation/validate.js";
import { checkContent } from "./build-payload.js";
import { encodeQrMatrix } from "./encode-qr-matrix.js";
import { resolveQrStyle } from "./qr-style.js";
import { getQrType } from "./registry.js";
import { assertVersionLimit } from "./version-limit.js";

/**
 * Checks a QR request (envelope, type, the type's content) without generating anything, and
 * returns its valid parts; throws what {@link generateQr} throws for bad input. Cheap (no encoding),
 * so a server can refuse a request on its event loop before a worker sees it.
 *
 * @example
 * ```ts
 * validateQrRequest({ type: "url", content: { url: "https://example.com" } }).definition.key; // "url"
 * ```
 */
export function validateQrRequest(request: unknown) {
  const valid = validate(QrGenerateRequestSchema, normaliseRequestCase(request), "");
  const definition = getQrType(valid.type);
  const content = checkContent(definition, valid.content);
  return { valid, definition, content };
}

/**
 * Generates a QR code from a request of the spec's shape (`type`, `content`, optional
 * `customization`). Validates everything first and throws a `QrbarError` for bad input:
 * `VALIDATION_ERROR`, `UNKNOWN_TYPE` or `INVALID_CONTENT`.
 *
 * @example
 * ```ts
 * const qr = generateQr({ type: "url", content: { url: "https://example.com" }, customization: { size: 512 } });
 * await writeFile("qr.png", qr.bytes); // 512 x 512, encodes "https://example.com"
 * ```
 */
export function generateQr(request: unknown): GeneratedImage {
  const { valid, definition, content } = validateQrRequest(request);
  const payload = definition.build(content);
  const style = resolveQrStyle(valid.customization);
  const symbol = encodeQrMatrix(payload, style.errorCorrection);
  if (definition.maxVersion) {
    assertVersionLimit(symbol.version, payload, style.errorCorrection, definition.maxVersion, definition.label);
  }
  const { size, margin } = style;
  const layout = layoutModules(symbol, margin, size, size);
  if (!layout) {
    throw QrbarError.field(
      "customization.size",
      `must be at least ${minimumSide(symbol, margin)} for this content (a version ${symbol.version} code of ${symbol.width} modules plus a margin of ${margin} on each side)`,
    );
  }
  const bytes =
    style.format === "PNG"
      ? renderMatrixPng(symbol, layout, size, size, style.fill, style.back)
      : utf8Bytes(renderMatrixSvg(symbol, margin, size, size, toHexColor(style.fill), toHexColor(style.back)));
  return {
    type: definition.key,
    format: style.format,
    mimeType: MIME_TYPES[style.format],
    width: size,
    height: size,
    bytes,
    payload,
  };
}
