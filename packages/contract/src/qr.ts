import type { Static, TLiteral, TObject, TOptional, TUnion } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { ColorSchema, colorSpaceFields } from "./color.js";
import { SuccessSchema } from "./error-codes.js";
import { choiceOf } from "./literal-union.js";
import { QR_CONTENT_SCHEMAS, type QrContentSchemas, type QrType } from "./qr-content/index.js";
import { qrDesignFields, ScannabilitySchema } from "./qr-design.js";
import { requestEnvelope, typeKeySchema } from "./request-envelope.js";
import { warningsField } from "./warnings.js";

/** Defaults and bounds of QR customization, as `docs/decisions.md` fixes them. */
export const QR_LIMITS = {
  size: { default: 300, min: 64, max: 4096 },
  margin: { default: 4, min: 0, max: 32 },
} as const;

/** Error-correction levels, lowest (L, ~7 % recoverable) to highest (H, ~30 %). */
export const ERROR_CORRECTION_LEVELS = ["L", "M", "Q", "H"] as const;

/** One of {@link ERROR_CORRECTION_LEVELS}. */
export type ErrorCorrectionLevel = (typeof ERROR_CORRECTION_LEVELS)[number];

/**
 * File formats a generator writes, for every QR code and barcode: PNG (raster), SVG, PDF and EPS (vector, for
 * print).
 *
 * @example
 * ```ts
 * FILE_FORMATS.includes("PDF"); // true
 * ```
 */
export const FILE_FORMATS = ["PNG", "SVG", "PDF", "EPS"] as const;

/**
 * One of {@link FILE_FORMATS}.
 *
 * @example
 * ```ts
 * const format: FileFormat = "EPS";
 * ```
 */
export type FileFormat = (typeof FILE_FORMATS)[number];

/**
 * The formats a generator writes, under their earlier name.
 *
 * @deprecated Use {@link FILE_FORMATS}, the same list.
 * @example
 * ```ts
 * IMAGE_FORMATS === FILE_FORMATS; // true
 * ```
 */
export const IMAGE_FORMATS = FILE_FORMATS;

/**
 * One of {@link FILE_FORMATS}, under its earlier name.
 *
 * @deprecated Use {@link FileFormat}, the same union.
 * @example
 * ```ts
 * const format: ImageFormat = "PNG";
 * ```
 */
export type ImageFormat = FileFormat;

const enumOf = <const T extends readonly string[]>(values: T, description: string, defaultValue: T[number]) =>
  choiceOf(values, { default: defaultValue, description: `${description} Case-insensitive.` });

/**
 * Schema of the optional QR styling object (the spec's fields, plus `margin`).
 *
 * @example
 * ```json
 * {"size": 512, "fill_color": "#1A237E", "back_color": "#FFF", "error_correction": "Q", "format": "SVG", "margin": 2}
 * ```
 */
export const QrCustomizationSchema = Type.Object(
  {
    size: Type.Optional(
      Type.Integer({
        minimum: QR_LIMITS.size.min,
        maximum: QR_LIMITS.size.max,
        default: QR_LIMITS.size.default,
        description: "Side length of the image in pixels; the image is exactly size x size.",
      }),
    ),
    fill_color: Type.Optional(ColorSchema("#000000", "Colour of the dark modules.")),
    back_color: Type.Optional(
      Type.Union([ColorSchema("#FFFFFF", "Background colour."), Type.Literal("transparent")], {
        default: "#FFFFFF",
        description:
          'Background colour, #RRGGBB or #RGB, cmyk(c,m,y,k) in percent, or "transparent" (PNG with alpha; contrast is then judged against white).',
        errorMessage:
          'must be a hex colour such as #1A2B3C or #FFF, cmyk(c,m,y,k) with each ink 0 to 100, or "transparent"',
      }),
    ),
    error_correction: Type.Optional(enumOf(ERROR_CORRECTION_LEVELS, "Error-correction level.", "M")),
    format: Type.Optional(
      enumOf(
        FILE_FORMATS,
        "File format: PNG, SVG, or vector PDF or EPS for print (styled designs too; a raster logo stays the one image).",
        "PNG",
      ),
    ),
    margin: Type.Optional(
      Type.Integer({
        minimum: QR_LIMITS.margin.min,
        maximum: QR_LIMITS.margin.max,
        default: QR_LIMITS.margin.default,
        description: "Quiet zone around the code, in modules.",
      }),
    ),
    ...qrDesignFields,
    ...colorSpaceFields,
  },
  { additionalProperties: false, description: "Optional styling; every field has a default." },
);

/** QR styling as sent by a caller: every field optional. */
export type QrCustomization = Static<typeof QrCustomizationSchema>;

/**
 * Schema of a QR request as the service first checks it (Fastify validation is off): any `type` string, any
 * `content` object. The type is then looked up case-insensitively (naming the closest key when unknown) and the
 * content checked against the type's schema, each with its own messages.
 *
 * @example
 * ```json
 * {"type": "URL", "content": {"url": "https://example.com"}}
 * ```
 */
export const QrRequestEnvelopeSchema = requestEnvelope({
  type: typeKeySchema("QR type key from GET /api/qr/types (case-insensitive).", "url"),
  content: Type.Record(Type.String(), Type.Unknown(), {
    description: "Fields depend on type; GET /api/qr/types lists each type's schema and an example.",
    examples: [{ url: "https://example.com" }],
  }),
  customization: QrCustomizationSchema,
});

/** One QR type's request: its key as `type`, its content schema as `content`. */
type QrTypeRequestSchema<K extends QrType> = TObject<{
  type: TLiteral<K>;
  content: QrContentSchemas[K];
  customization: TOptional<typeof QrCustomizationSchema>;
}>;

const qrTypeRequest = <K extends QrType>(key: K): QrTypeRequestSchema<K> =>
  Type.Object(
    { type: Type.Literal(key), content: QR_CONTENT_SCHEMAS[key], customization: Type.Optional(QrCustomizationSchema) },
    { additionalProperties: false },
  );

/**
 * Schema of `POST /api/qr/generate` and of one batch item: one object per QR type, told apart by `type`, each
 * with that type's content schema (the OpenAPI document shows it as `oneOf` with a discriminator). The service
 * also takes `type` in any case; see {@link QrRequestEnvelopeSchema} for how it checks a request.
 *
 * @example
 * ```json
 * {"type": "url", "content": {"url": "https://example.com"}, "customization": {"size": 400}}
 * ```
 */
export const QrGenerateRequestSchema = Type.Union(
  (Object.keys(QR_CONTENT_SCHEMAS) as QrType[]).map(qrTypeRequest),
) as TUnion<{ [K in QrType]: QrTypeRequestSchema<K> }[QrType][]>;

/** Body of `POST /api/qr/generate`: `{ type: "url"; content: { url: string } } | { type: "wifi"; ... } | ...`. */
export type QrGenerateRequest = Static<typeof QrGenerateRequestSchema>;

/** Fields every generation result shares, QR code or barcode. */
export const generatedImageFields = {
  type: Type.String({ description: "The canonical type key." }),
  format: Type.String({ description: "File format: PNG, SVG, PDF or EPS.", examples: ["PNG"] }),
  size: Type.String({
    description: '"<width>x<height>" in pixels (a PDF or EPS page is 0.75 pt a pixel).',
    examples: ["300x300"],
  }),
  image_base64: Type.String({
    description:
      "Data URI: data:image/png, data:image/svg+xml, data:application/pdf or data:application/postscript (EPS), then ;base64,<data>.",
    examples: ["data:image/png;base64,iVBORw0KGgo..."],
  }),
  generated_at: Type.String({ format: "date-time", description: "ISO 8601 UTC timestamp." }),
  api_docs: Type.String({ description: "Absolute URL of the reference docs." }),
  ...warningsField,
};

/**
 * Schema of a successful `POST /api/qr/generate` response (the spec's fields, plus `payload`).
 *
 * @example
 * ```json
 * {"success": true, "qr_id": 4829137650123, "type": "url", "format": "PNG", "size": "300x300",
 *  "image_base64": "data:image/png;base64,...", "download_url": "/api/qr/download/4829137650123",
 *  "generated_at": "2026-11-22T10:00:00.000Z", "api_docs": "http://localhost:3000/api/docs",
 *  "payload": "https://example.com"}
 * ```
 */
export const QrGenerateResponseSchema = Type.Object({
  success: SuccessSchema,
  qr_id: Type.Integer({ minimum: 1, description: "Identifier for GET /api/qr/download/{qr_id}." }),
  ...generatedImageFields,
  download_url: Type.String({ description: "Relative path /api/qr/download/<qr_id>." }),
  payload: Type.String({ description: "The exact text encoded in the code." }),
  scannability: Type.Optional(ScannabilitySchema),
});

/** A successful `POST /api/qr/generate` response. */
export type QrGenerateResponse = Static<typeof QrGenerateResponseSchema>;

/**
 * Schema of a type catalog: labels, count, examples, documentation, plus each type's
 * content schema.
 */
export const QrTypesResponseSchema = Type.Object({
  success: SuccessSchema,
  types: Type.Record(Type.String(), Type.String(), { description: "Type key to display label." }),
  count: Type.Integer({ description: "Number of types." }),
  examples: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()), {
    description: "Type key to a sample content object that generates a valid code.",
  }),
  schemas: Type.Record(Type.String(), Type.Unknown(), {
    description: "Type key to the JSON Schema of its content object.",
  }),
  documentation: Type.String({ description: "Absolute URL of the reference docs." }),
});

/** A successful `GET /api/qr/types` response. */
export type QrTypesResponse = Static<typeof QrTypesResponseSchema>;
