import { BarcodeRequestEnvelopeSchema } from "@qrbar/contract";
import { type GeneratedImage, MIME_TYPES } from "../render/generated-image.js";
import { normaliseRequestCase } from "../validation/normalise-case.js";
import { validate } from "../validation/validate.js";
import { assertWellFormedText } from "../validation/well-formed-text.js";
import { resolveBarcodeStyle } from "./barcode-style.js";
import { drawBarcode } from "./draw-barcode.js";
import { getBarcodeSymbology } from "./registry.js";
import { paintSymbol } from "./render/paint-symbol.js";

/** A generated barcode: the image, what it encodes, and its human-readable text. */
export interface GeneratedBarcode extends GeneratedImage {
  /** The human-readable interpretation, as printed with the bars (check digits included). */
  readonly text: string;
}

/**
 * Checks a barcode request's fields and type without encoding anything, and returns them; throws
 * the `VALIDATION_ERROR` or `UNKNOWN_TYPE` {@link generateBarcode} throws (content rules such as a
 * check digit are checked while encoding). Cheap, so a server can refuse a request on its event
 * loop before a worker sees it.
 *
 * @example
 * ```ts
 * validateBarcodeRequest({ type: "ean13", content: "590123412345" }).definition.key; // "ean13"
 * ```
 */
export function validateBarcodeRequest(request: unknown) {
  const valid = validate(BarcodeRequestEnvelopeSchema, normaliseRequestCase(request), "");
  assertWellFormedText(valid.content, "content");
  const definition = getBarcodeSymbology(valid.type);
  return { valid, definition };
}

/**
 * Generates a barcode from a request of the spec's shape (`type`, `content` string, optional
 * `customization`). Validates everything before drawing: the request shape and styling
 * (`VALIDATION_ERROR`), the type (`UNKNOWN_TYPE`), the content against the symbology's rules and
 * check digit (`INVALID_CONTENT`, naming the expected digit), and whether the symbol fits the image
 * (`VALIDATION_ERROR` naming the minimum width or height). The image is exactly `width` x `height`,
 * modules on whole pixels.
 *
 * @example
 * ```ts
 * const ean = generateBarcode({ type: "ean13", content: "590123412345" });
 * ean.payload; // "5901234123457" (check digit computed)
 * await writeFile("ean.png", ean.bytes); // 400 x 200
 * ```
 */
export function generateBarcode(request: unknown): GeneratedBarcode {
  const { valid, definition } = validateBarcodeRequest(request);
  const style = resolveBarcodeStyle(valid.customization);
  const { bytes, prepared } = drawBarcode(definition, valid.content, style, paintSymbol);
  return {
    type: definition.key,
    format: style.format,
    mimeType: MIME_TYPES[style.format],
    width: style.width,
    height: style.height,
    bytes,
    payload: prepared.payload,
    text: prepared.hri,
  };
}
