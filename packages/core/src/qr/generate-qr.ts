import {
  type ErrorCorrectionLevel,
  type FileFormat,
  type QrContent,
  type QrCustomization,
  type QrGenerateRequest,
  QrRequestEnvelopeSchema,
} from "@qrbar/contract";
import { QrbarError } from "../errors/qrbar-error.js";
import { inRequestWords } from "../errors/request-wording.js";
import { type GeneratedImage, MIME_TYPES } from "../render/generated-image.js";
import { layoutModules, minimumSide } from "../render/module-matrix.js";
import { styledField } from "../style/is-styled.js";
import { normaliseRequestCase } from "../validation/normalise-case.js";
import { validate } from "../validation/validate.js";
import { encodeQrMatrix, type QrSymbol } from "./encoder/encode-qr-matrix.js";
import { assertVersionLimit } from "./encoder/version-limit.js";
import { checkContent } from "./payload/build-payload.js";
import type { PlainQrRequest } from "./plain-qr-request.js";
import { PLAIN_QR_WRITERS } from "./plain-qr-writers.js";
import { resolveQrStyle } from "./qr-style.js";
import type { QrTypeDefinition } from "./qr-type.js";
import { getQrType } from "./registry.js";

/** A QR request {@link validateQrRequest} found valid: the request in the contract's type, and its parts. */
export interface ValidQrRequest {
  /**
   * The request as checked: the canonical type key, the type's content, the customization with its
   * case-insensitive values in the contract's case. Typed as the contract's request, so a caller that held
   * `unknown` passes it to `generateStyledQr` (or, when plain, `generateQr`) without a cast.
   */
  readonly request: QrGenerateRequest;
  /** The QR type's definition from the registry. */
  readonly definition: QrTypeDefinition;
  /** The content, checked against the type's schema. */
  readonly content: QrContent;
}

/**
 * Checks a QR request (envelope, type, the type's content) without generating anything, and returns it
 * typed as the contract's {@link QrGenerateRequest}, with its parts; throws what {@link generateQr} throws
 * for bad input. Cheap (no encoding), so a server can refuse a request on its event loop before a worker
 * sees it, and a caller holding `unknown` (a parsed body, a tool's input) gets a typed request.
 *
 * @example
 * ```ts
 * const { request } = validateQrRequest(JSON.parse('{"type":"URL","content":{"url":"https://example.com"}}'));
 * request.type; // "url"
 * ```
 */
export function validateQrRequest(request: unknown): ValidQrRequest {
  const valid = validate(QrRequestEnvelopeSchema, normaliseRequestCase(request), "");
  const definition = getQrType(valid.type);
  const content = checkContent(definition, valid.content) as QrContent;
  // The one place an unknown value becomes the contract's type: each part was just checked against its schema.
  const checked = { type: definition.key, content, customization: valid.customization } as QrGenerateRequest;
  return { request: checked, definition, content };
}

/**
 * The check a content type's standard puts on the symbol chosen (EPC at most version 13, ...), run before
 * anything is drawn; `undefined` for a type without one.
 *
 * @example
 * ```ts
 * versionCheck(getQrType("epc_sepa"), payload)?.(14, "M"); // throws INVALID_CONTENT
 * ```
 */
export function versionCheck(
  definition: QrTypeDefinition,
  payload: string,
): ((version: number, level: ErrorCorrectionLevel) => void) | undefined {
  const { maxVersion, label } = definition;
  if (!maxVersion) return undefined;
  return (version, level) => assertVersionLimit(version, payload, level, maxVersion, label);
}

/**
 * Draws a validated request without a design as a PNG, an SVG, a PDF or an EPS of exactly `size` pixels
 * (a vector page is 0.75 pt a pixel, as `qrPdf` and `qrEps` write it): what
 * {@link generateQr} returns, and what `generateStyledQr` returns for a plain request. A design is refused
 * with a `VALIDATION_ERROR` naming its field and `generateStyledQr`.
 *
 * @example
 * ```ts
 * drawPlainQr(validateQrRequest({ type: "text", content: { text: "hi" } })).width; // 300
 * ```
 */
export function drawPlainQr({ request, definition, content }: ValidQrRequest): GeneratedImage {
  const field = styledField(request.customization);
  if (field !== undefined) {
    throw QrbarError.field(
      `customization.${field}`,
      "makes a styled design, which generateQr does not draw: styled designs are drawn by generateStyledQr from @qrbar/core/style (asynchronous, as it proves each code scans)",
    );
  }
  const payload = definition.build(content);
  const style = resolveQrStyle(request.customization);
  let symbol: QrSymbol;
  try {
    symbol = encodeQrMatrix(payload, style.errorCorrection);
    versionCheck(definition, payload)?.(symbol.version, style.errorCorrection);
  } catch (error) {
    throw inRequestWords(error);
  }
  const { size, margin } = style;
  const layout = layoutModules(symbol, margin, size, size);
  if (!layout) {
    throw QrbarError.field(
      "customization.size",
      `must be at least ${minimumSide(symbol, margin)} for this content (a version ${symbol.version} code of ${symbol.width} modules plus a margin of ${margin} on each side)`,
    );
  }
  const bytes = PLAIN_QR_WRITERS[style.format]({ symbol, layout, margin, size, fill: style.fill, back: style.back });
  return {
    type: definition.key,
    format: style.format,
    mimeType: MIME_TYPES[style.format],
    width: size,
    height: size,
    bytes,
    payload,
    ...(style.warnings.length ? { warnings: style.warnings } : {}),
  };
}

/**
 * Generates a plain QR code from a request of the spec's shape (`type`, `content`, optional
 * `customization`), synchronously: a PNG, an SVG, or a vector PDF or EPS for print (the file `qrPdf` and
 * `qrEps` write), of exactly `size` x `size` pixels (0.75 pt each on a vector page). The request is typed
 * from the contract, so `content` is typed by `type` and a misspelt type, field or option is a compile
 * error. Validates everything first and throws a `QrbarError` for bad input: `VALIDATION_ERROR`,
 * `UNKNOWN_TYPE` or `INVALID_CONTENT`.
 *
 * A styled design (`module_shape`, `eye`, `gradient`, `logo`, `logo_size`, `frame`, or
 * `back_color: "transparent"`) is not drawn here: it is a compile error, and at run time a
 * `VALIDATION_ERROR` naming the design field. Styled codes are drawn by `generateStyledQr` from
 * `@qrbar/core/style`, which is asynchronous because it proves each code scans before returning it.
 *
 * @example
 * ```ts
 * const qr = generateQr({ type: "url", content: { url: "https://example.com" }, customization: { size: 512 } });
 * await writeFile("qr.png", qr.bytes); // 512 x 512, encodes "https://example.com"
 * ```
 */
export function generateQr(request: PlainQrRequest): GeneratedImage {
  return drawPlainQr(validateQrRequest(request));
}
