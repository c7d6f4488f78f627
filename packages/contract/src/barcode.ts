import type { Static } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { BARCODE_LIMITS } from "./barcode-limits.js";
import { BARCODE_TYPES } from "./barcode-types.js";
import { ColorSchema, colorSpaceFields } from "./color.js";
import { SuccessSchema } from "./error-codes.js";
import { choiceOf, literalUnion } from "./literal-union.js";
import { FILE_FORMATS, generatedImageFields } from "./qr.js";
import { requestEnvelope, typeKeySchema } from "./request-envelope.js";

/**
 * Schema of the optional barcode styling object (the spec's fields, plus `format`).
 *
 * @example
 * ```json
 * {"width": 600, "height": 150, "bar_color": "#1A237E", "background_color": "#FFF", "show_text": false, "format": "SVG"}
 * ```
 */
export const BarcodeCustomizationSchema = Type.Object(
  {
    width: Type.Optional(
      Type.Integer({
        minimum: BARCODE_LIMITS.width.min,
        maximum: BARCODE_LIMITS.width.max,
        default: BARCODE_LIMITS.width.default,
        description: "Image width in pixels; the image is exactly width x height.",
      }),
    ),
    height: Type.Optional(
      Type.Integer({
        minimum: BARCODE_LIMITS.height.min,
        maximum: BARCODE_LIMITS.height.max,
        default: BARCODE_LIMITS.height.default,
        description: "Image height in pixels. Linear bars fill it, less the human-readable text.",
      }),
    ),
    bar_color: Type.Optional(ColorSchema("#000000", "Colour of the bars (dark modules) and the text.")),
    background_color: Type.Optional(ColorSchema("#FFFFFF", "Background and quiet-zone colour.")),
    show_text: Type.Optional(
      Type.Boolean({
        default: true,
        description: "Draw the human-readable text of linear symbologies (2D symbols have none).",
      }),
    ),
    format: Type.Optional(
      choiceOf(FILE_FORMATS, {
        default: "PNG",
        description:
          "File format: PNG, SVG, or vector PDF or EPS for print (text as OCR-B outlines). Case-insensitive.",
      }),
    ),
    ...colorSpaceFields,
  },
  { additionalProperties: false, description: "Optional styling; every field has a default." },
);

/** Barcode styling as sent by a caller: every field optional. */
export type BarcodeCustomization = Static<typeof BarcodeCustomizationSchema>;

const barcodeContentSchema = Type.String({
  minLength: 1,
  maxLength: BARCODE_LIMITS.content.maxLength,
  description: "The data to encode; GET /api/barcode/types lists each type's rules and an example.",
  examples: ["590123412345"],
});

/**
 * Schema of a barcode request as the service first checks it (Fastify validation is off): any `type` string,
 * looked up case-insensitively afterwards (naming the closest key when unknown).
 *
 * @example
 * ```json
 * {"type": "EAN13", "content": "590123412345"}
 * ```
 */
export const BarcodeRequestEnvelopeSchema = requestEnvelope({
  type: typeKeySchema("Barcode type key from GET /api/barcode/types (case-insensitive).", "code128"),
  content: barcodeContentSchema,
  customization: BarcodeCustomizationSchema,
});

/**
 * Schema of `POST /api/barcode/generate`: `type` one of {@link BARCODE_TYPES}. The service also takes `type`
 * in any case; see {@link BarcodeRequestEnvelopeSchema} for how it checks a request.
 *
 * @example
 * ```json
 * {"type": "ean13", "content": "590123412345", "customization": {"width": 400, "height": 200}}
 * ```
 */
export const BarcodeGenerateRequestSchema = requestEnvelope({
  type: literalUnion(BARCODE_TYPES, {
    description: "Barcode type key from GET /api/barcode/types (case-insensitive).",
    examples: ["code128"],
  }),
  content: barcodeContentSchema,
  customization: BarcodeCustomizationSchema,
});

/** Body of `POST /api/barcode/generate`. */
export type BarcodeGenerateRequest = Static<typeof BarcodeGenerateRequestSchema>;

/**
 * Schema of a successful `POST /api/barcode/generate` response (the spec's fields, plus `payload` and `text`).
 *
 * @example
 * ```json
 * {"success": true, "barcode_id": 7730125512289, "type": "ean13", "format": "PNG", "size": "400x200",
 *  "image_base64": "data:image/png;base64,...", "download_url": "/api/barcode/download/7730125512289",
 *  "generated_at": "2026-11-22T10:00:00.000Z", "api_docs": "http://localhost:3000/api/docs",
 *  "payload": "5901234123457", "text": "5901234123457"}
 * ```
 */
export const BarcodeGenerateResponseSchema = Type.Object({
  success: SuccessSchema,
  barcode_id: Type.Integer({ minimum: 1, description: "Identifier for GET /api/barcode/download/{barcode_id}." }),
  ...generatedImageFields,
  download_url: Type.String({ description: "Relative path /api/barcode/download/<barcode_id>." }),
  payload: Type.String({
    description:
      "The data as a scanner reports it, check digits included; GS1 element strings without parentheses, with ASCII 29 after variable-length fields.",
  }),
  text: Type.String({ description: "The human-readable interpretation, as printed under the bars." }),
});

/** A successful `POST /api/barcode/generate` response. */
export type BarcodeGenerateResponse = Static<typeof BarcodeGenerateResponseSchema>;

/** How a symbology treats check digits, in the catalog's `rules`. */
export const CHECK_DIGIT_KINDS = ["none", "computed", "appended", "internal"] as const;

/**
 * Schema of one symbology's content rules in the catalog (added to the spec's catalog fields).
 *
 * @example
 * ```json
 * {"family": "linear", "characters": "digits 0-9", "length": "12 or 13 digits", "pattern": "^\\d{12,13}(?: \\d{2}|\\d{5})?$",
 *  "check_digit": "computed", "check_algorithm": "GS1 mod-10", "quiet_zone": [11, 7]}
 * ```
 */
export const BarcodeRuleSchema = Type.Object({
  family: Type.Union(
    [Type.Literal("linear"), Type.Literal("postal"), Type.Literal("stacked"), Type.Literal("matrix")],
    {
      description: "linear: bars filling the height; postal: 4-state bars; stacked and matrix: square modules.",
    },
  ),
  characters: Type.String({ description: "Which characters the content may hold." }),
  length: Type.String({ description: "How long the content may be." }),
  pattern: Type.Optional(
    Type.String({ description: "ECMAScript regular expression the whole content must match (a first check)." }),
  ),
  check_digit: literalUnion(CHECK_DIGIT_KINDS, {
    description:
      "none; computed: give it or leave it out (a wrong one is refused naming the right one); appended: always added by the encoder, do not give one; internal: error correction inside the symbol.",
  }),
  check_algorithm: Type.Optional(Type.String({ description: "Name of the check-digit algorithm." })),
  quiet_zone: Type.Tuple([Type.Integer(), Type.Integer()], {
    description: "Quiet zone in modules: [left, right] for bars, [horizontal, vertical] for stacked and matrix.",
  }),
  notes: Type.Optional(Type.String({ description: "Anything else a caller must know." })),
});

/** One symbology's content rules. */
export type BarcodeRule = Static<typeof BarcodeRuleSchema>;

/**
 * Schema of `GET /api/barcode/types` (the spec's fields, plus `rules`).
 *
 * @example
 * ```json
 * {"success": true, "types": {"ean13": "EAN-13"}, "count": 1, "examples": {"ean13": "590123412345"},
 *  "rules": {"ean13": {"family": "linear", "...": "..."}}, "documentation": "http://localhost:3000/api/docs"}
 * ```
 */
export const BarcodeTypesResponseSchema = Type.Object({
  success: SuccessSchema,
  types: Type.Record(Type.String(), Type.String(), { description: "Type key to display label." }),
  count: Type.Integer({ description: "Number of types." }),
  examples: Type.Record(Type.String(), Type.String(), {
    description: "Type key to a sample content string that generates a valid barcode.",
  }),
  rules: Type.Record(Type.String(), BarcodeRuleSchema, { description: "Type key to its content rules." }),
  documentation: Type.String({ description: "Absolute URL of the reference docs." }),
});

/** A successful `GET /api/barcode/types` response. */
export type BarcodeTypesResponse = Static<typeof BarcodeTypesResponseSchema>;
