import { type QR_DESIGN_FIELDS, QrGenerateRequestSchema } from "@qrbar/contract";
import { toHexColor } from "../color/hex-color.js";
import { QrbarError } from "../errors/qrbar-error.js";
import { type GeneratedImage, MIME_TYPES } from "../render/generated-image.js";
import { renderMatrixPng } from "../render/matrix-png.js";
import { renderMatrixSvg } from "../render/matrix-svg.js";
import { layoutModules, minimumSide } from "../render/module-matrix.js";
import { generateStyledQr } from "../style/generate-styled-qr.js";
import { isStyled } from "../style/qr-design.js";
import { normaliseRequestCase } from "../validation/normalise-case.js";
import { validate } from "../validation/validate.js";
import { assertWellFormedText } from "../validation/well-formed-text.js";
import { encodeQrMatrix } from "./encode-qr-matrix.js";
import { resolveQrStyle } from "./qr-style.js";
import { getQrType } from "./registry.js";

/** Design fields, whose presence makes a request styled. */
type DesignField = (typeof QR_DESIGN_FIELDS)[number];

/**
 * A request typed as plain (no design field, a `#hex` background): `generateQr` returns its image
 * at once. Anything else, `unknown` included, may be styled and is typed as maybe a promise.
 */
export interface PlainQrRequest {
  readonly type: unknown;
  readonly content: unknown;
  readonly customization?: { readonly [K in DesignField]?: undefined } & {
    readonly size?: unknown;
    readonly fill_color?: unknown;
    readonly back_color?: `#${string}`;
    readonly error_correction?: unknown;
    readonly format?: unknown;
    readonly margin?: unknown;
  };
}

/**
 * Generates a QR code from a request of the spec's shape (`type`, `content`, optional
 * `customization`). Validates everything first and throws a `QrbarError` for bad input:
 * `VALIDATION_ERROR`, `UNKNOWN_TYPE` or `INVALID_CONTENT`.
 *
 * A plain code is made at once. A styled design (`module_shape`, `eye`, `gradient`, `logo`, `frame`,
 * or `back_color: "transparent"`) returns a promise: it is drawn, then proven to scan by the
 * scanner before it is returned (`generateStyledQr`). `await` suits both.
 *
 * @example
 * ```ts
 * const qr = generateQr({ type: "url", content: { url: "https://example.com" }, customization: { size: 512 } });
 * await writeFile("qr.png", qr.bytes); // 512 x 512, encodes "https://example.com"
 * ```
 */
export function generateQr(request: PlainQrRequest): GeneratedImage;
export function generateQr(request: unknown): GeneratedImage | Promise<GeneratedImage>;
export function generateQr(request: unknown): GeneratedImage | Promise<GeneratedImage> {
  const valid = validate(QrGenerateRequestSchema, normaliseRequestCase(request), "");
  const definition = getQrType(valid.type);
  const content = validate(definition.schema, valid.content, "content");
  assertWellFormedText(content, "content");
  const payload = definition.build(content);
  if (isStyled(valid.customization)) return generateStyledQr(definition.key, payload, valid.customization ?? {});
  const style = resolveQrStyle(valid.customization);
  const symbol = encodeQrMatrix(payload, style.errorCorrection);
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
      : Buffer.from(renderMatrixSvg(symbol, margin, size, size, toHexColor(style.fill), toHexColor(style.back)));
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
