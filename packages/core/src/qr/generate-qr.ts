import { type ErrorCorrectionLevel, type QR_DESIGN_FIELDS, QrRequestEnvelopeSchema } from "@qrbar/contract";
import { loadStyledQr, utf8Bytes } from "#platform";
import { toHexColor } from "../color/hex-color.js";
import { QrbarError } from "../errors/qrbar-error.js";
import { type GeneratedImage, MIME_TYPES } from "../render/generated-image.js";
import { renderMatrixPng } from "../render/matrix-png.js";
import { renderMatrixSvg } from "../render/matrix-svg.js";
import { layoutModules, minimumSide } from "../render/module-matrix.js";
import { isStyled } from "../style/is-styled.js";
import { normaliseRequestCase } from "../validation/normalise-case.js";
import { validate } from "../validation/validate.js";
import { encodeQrMatrix } from "./encoder/encode-qr-matrix.js";
import { assertVersionLimit } from "./encoder/version-limit.js";
import { checkContent } from "./payload/build-payload.js";
import { resolveQrStyle } from "./qr-style.js";
import { getQrType } from "./registry.js";

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
  const valid = validate(QrRequestEnvelopeSchema, normaliseRequestCase(request), "");
  const definition = getQrType(valid.type);
  const content = checkContent(definition, valid.content);
  return { valid, definition, content };
}

/** Where {@link generateQr} gets the styled renderer: loaded on first use (see `#platform`'s `loadStyledQr`). */
let styledLoader: typeof loadStyledQr = loadStyledQr;

/**
 * Hands {@link generateQr} the styled renderer already loaded, for a worker thread that imports it itself:
 * under tsx, a worker's modules are CommonJS, where a relative dynamic import finds no `.ts` file.
 *
 * @example
 * ```ts
 * import * as styled from "../style/generate-styled-qr.js";
 * useStyledRenderer(styled);
 * ```
 */
export function useStyledRenderer(renderer: Awaited<ReturnType<typeof loadStyledQr>>): void {
  styledLoader = () => Promise.resolve(renderer);
}

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
  const { valid, definition, content } = validateQrRequest(request);
  const payload = definition.build(content);
  const { customization } = valid;
  if (isStyled(customization)) {
    const { maxVersion } = definition;
    const check = maxVersion
      ? (version: number, level: ErrorCorrectionLevel) =>
          assertVersionLimit(version, payload, level, maxVersion, definition.label)
      : undefined;
    return styledLoader().then(({ generateStyledQr }) =>
      generateStyledQr(definition.key, payload, customization ?? {}, check),
    );
  }
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
