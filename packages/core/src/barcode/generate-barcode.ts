import { type BarcodeGenerateRequest, BarcodeRequestEnvelopeSchema, type BarcodeType } from "@qrbar/contract";
import { type GeneratedImage, MIME_TYPES } from "../render/generated-image.js";
import { normaliseRequestCase } from "../validation/normalise-case.js";
import { validate } from "../validation/validate.js";
import { assertWellFormedText } from "../validation/well-formed-text.js";
import { resolveBarcodeStyle } from "./barcode-style.js";
import { drawBarcode } from "./draw-barcode.js";
import { getBarcodeSymbology } from "./registry.js";
import { ocrBOutliner } from "./render/ocr-b-outline-font.js";
import { paintSymbol } from "./render/paint-file.js";
import type { SymbologyDefinition } from "./symbology.js";

/** A generated barcode: the image, what it encodes, and its human-readable text. */
export interface GeneratedBarcode extends GeneratedImage {
  /** The human-readable interpretation, as printed with the bars (check digits included). */
  readonly text: string;
}

/** A barcode request {@link validateBarcodeRequest} found valid: the request in the contract's type, and its symbology. */
export interface ValidBarcodeRequest {
  /**
   * The request as checked: the canonical type key, the content, the customization with its
   * case-insensitive values in the contract's case. Typed as the contract's request, so a caller that held
   * `unknown` passes it to {@link generateBarcode} without a cast.
   */
  readonly request: BarcodeGenerateRequest;
  /** The symbology's definition from the registry. */
  readonly definition: SymbologyDefinition;
}

/**
 * Checks a barcode request's fields and type without encoding anything, and returns it typed as the
 * contract's {@link BarcodeGenerateRequest}, with its symbology; throws the `VALIDATION_ERROR` or
 * `UNKNOWN_TYPE` {@link generateBarcode} throws (content rules such as a check digit are checked while
 * encoding). Cheap, so a server can refuse a request on its event loop before a worker sees it, and a
 * caller holding `unknown` gets a typed request.
 *
 * @example
 * ```ts
 * const { request } = validateBarcodeRequest(JSON.parse('{"type":"EAN13","content":"590123412345"}'));
 * request.type; // "ean13"
 * ```
 */
export function validateBarcodeRequest(request: unknown): ValidBarcodeRequest {
  const valid = validate(BarcodeRequestEnvelopeSchema, normaliseRequestCase(request), "");
  assertWellFormedText(valid.content, "content");
  const definition = getBarcodeSymbology(valid.type);
  // The registry has exactly the contract's keys (a compile error otherwise), so the canonical key is one of them.
  const checked: BarcodeGenerateRequest = { ...valid, type: definition.key as BarcodeType };
  return { request: checked, definition };
}

/**
 * Generates a barcode from a request of the spec's shape (`type`, `content` string, optional
 * `customization`), synchronously. The request is typed from the contract: `type` is the literal union of
 * the symbology keys, `content` a string, `customization` the contract's fields. Validates everything before drawing: the request shape and styling
 * (`VALIDATION_ERROR`), the type (`UNKNOWN_TYPE`), the content against the symbology's rules and
 * check digit (`INVALID_CONTENT`, naming the expected digit), and whether the symbol fits the image
 * (`VALIDATION_ERROR` naming the minimum width or height). The image is exactly `width` x `height`,
 * modules on whole pixels, as a PNG, an SVG, or a vector PDF or EPS for print (what `barcodePdf` and
 * `barcodeEps` write: 0.75 pt a pixel, the text as OCR-B outlines).
 *
 * @example
 * ```ts
 * const ean = generateBarcode({ type: "ean13", content: "590123412345" });
 * ean.payload; // "5901234123457" (check digit computed)
 * await writeFile("ean.png", ean.bytes); // 400 x 200
 * ```
 */
export function generateBarcode(request: BarcodeGenerateRequest): GeneratedBarcode {
  const { request: valid, definition } = validateBarcodeRequest(request);
  // The HTTP API's SVG draws its text as outlines, as PDF and EPS do: it needs no font to view, what print wants.
  const style = { ...resolveBarcodeStyle(valid.customization), font: ocrBOutliner };
  const { image: bytes, prepared } = drawBarcode(definition, valid.content, style, paintSymbol);
  return {
    type: definition.key,
    format: style.format,
    mimeType: MIME_TYPES[style.format],
    width: style.width,
    height: style.height,
    bytes,
    payload: prepared.payload,
    text: prepared.hri,
    ...(style.warnings.length ? { warnings: style.warnings } : {}),
  };
}
