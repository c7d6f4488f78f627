import type { Static } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { SuccessSchema } from "./error-codes.js";
import { choiceOf } from "./literal-union.js";

/** Output formats of a shipping label. */
export const LABEL_FORMATS = ["PNG", "PDF", "ZPL"] as const;

/** One of {@link LABEL_FORMATS}. */
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Print resolutions of a label, in dots per inch (the two thermal printer classes). */
export const LABEL_DPIS = [203, 300] as const;

/** One of {@link LABEL_DPIS}. */
export type LabelDpi = (typeof LABEL_DPIS)[number];

/** 2D codes a label may carry besides the linear ones. */
export const LABEL_TWO_D = ["NONE", "PDF417", "DATAMATRIX"] as const;

/** Limits of a label request: the label is 4 x 6 inches, so every field has a printable length. */
export const LABEL_LIMITS = {
  /** Label size in inches: width x height. */
  inches: { width: 4, height: 6 },
  addressLines: { min: 1, max: 4 },
  text: { maxLength: 80 },
  weightKg: { max: 1000 },
  dimensionCm: { max: 1000 },
  packageCount: { max: 999 },
} as const;

const literals = <const T extends readonly (string | number)[]>(
  values: T,
  description: string,
  defaultValue: T[number],
) => choiceOf(values, { default: defaultValue, description });

const text = (description: string, maxLength: number = LABEL_LIMITS.text.maxLength, examples?: string[]) =>
  Type.String({ minLength: 1, maxLength, description, ...(examples ? { examples } : {}) });

/**
 * Schema of a postal address on a label: sender or recipient.
 *
 * @example
 * ```json
 * {"name": "Zoë Müller", "company": "Kiez GmbH", "lines": ["Alexanderplatz 1"], "city": "Berlin",
 *  "postal_code": "10178", "country": "DE"}
 * ```
 */
export const LabelAddressSchema = Type.Object(
  {
    name: text("Person to ship to or from; any script the shipped fonts cover (Latin, Greek, Cyrillic, Japanese)."),
    company: Type.Optional(text("Company name.")),
    lines: Type.Array(text("One street address line."), {
      minItems: LABEL_LIMITS.addressLines.min,
      maxItems: LABEL_LIMITS.addressLines.max,
      description: "Street address, 1 to 4 lines; a long line wraps on the label.",
    }),
    city: text("City or town.", 48),
    region: Type.Optional(text("State, province or prefecture.", 48)),
    postal_code: Type.String({
      minLength: 1,
      maxLength: 16,
      pattern: "^[0-9A-Za-z][0-9A-Za-z -]*$",
      description: "Postal code: letters, digits, spaces and hyphens.",
      errorMessage: "must be a postal code of letters, digits, spaces and hyphens",
    }),
    country: Type.String({
      pattern: "^[A-Z]{2}$",
      description: "ISO 3166-1 alpha-2 country code, upper case.",
      examples: ["DE"],
      errorMessage: "must be an ISO 3166-1 alpha-2 country code such as DE or JP",
    }),
  },
  { additionalProperties: false },
);

/** A postal address on a label. */
export type LabelAddress = Static<typeof LabelAddressSchema>;

const positive = (description: string, maximum: number) =>
  Type.Number({
    exclusiveMinimum: 0,
    maximum,
    description,
    errorMessage: `must be a number above 0, at most ${maximum}`,
  });

/**
 * Schema of `POST /api/label/generate`: a carrier-style 4 x 6 inch shipping label.
 *
 * @example
 * ```json
 * {"format": "PNG", "dpi": 203,
 *  "sender": {"name": "Zoë Müller", "company": "Kiez GmbH", "lines": ["Alexanderplatz 1"], "city": "Berlin",
 *             "postal_code": "10178", "country": "DE"},
 *  "recipient": {"name": "山田 太郎", "lines": ["1-1 Chiyoda"], "city": "Tokyo", "region": "Tokyo",
 *                "postal_code": "100-0001", "country": "JP"},
 *  "service": "EXPRESS", "tracking_number": "1Z999AA10123456784", "sscc": "340123450000000000",
 *  "weight_kg": 1.2, "reference": "ORDER-4711", "package": {"index": 1, "count": 2}}
 * ```
 */
export const LabelGenerateRequestSchema = Type.Object(
  {
    format: Type.Optional(
      literals(
        LABEL_FORMATS,
        "PNG (1-bit image), PDF (vector, 4 x 6 in) or ZPL (Zebra printers). Case-insensitive.",
        "PNG",
      ),
    ),
    dpi: Type.Optional(
      literals(LABEL_DPIS, "Print resolution in dots per inch: 203 (812 x 1218 dots) or 300 (1200 x 1800).", 203),
    ),
    sender: LabelAddressSchema,
    recipient: LabelAddressSchema,
    service: text("Service line printed large, e.g. EXPRESS or STANDARD.", 24, ["EXPRESS"]),
    tracking_number: Type.String({
      minLength: 1,
      maxLength: 35,
      pattern: "^[\\x21-\\x7e]+$",
      description: "Carrier tracking number, printed as Code 128: printable ASCII without spaces.",
      examples: ["1Z999AA10123456784"],
      errorMessage: "must be 1 to 35 printable ASCII characters without spaces",
    }),
    sscc: Type.Optional(
      Type.String({
        pattern: "^\\d{17,18}$",
        description:
          "SSCC-18 licence plate, printed as GS1-128 with AI (00): 17 digits (the check digit is computed) or 18 (it is verified).",
        examples: ["340123450000000000"],
        errorMessage: "must be 17 or 18 digits",
      }),
    ),
    weight_kg: Type.Optional(positive("Gross weight in kilograms.", LABEL_LIMITS.weightKg.max)),
    dimensions_cm: Type.Optional(
      Type.Object(
        {
          length: positive("Length in centimetres.", LABEL_LIMITS.dimensionCm.max),
          width: positive("Width in centimetres.", LABEL_LIMITS.dimensionCm.max),
          height: positive("Height in centimetres.", LABEL_LIMITS.dimensionCm.max),
        },
        { additionalProperties: false, description: "Parcel dimensions in centimetres." },
      ),
    ),
    reference: Type.Optional(text("Shipper's reference, e.g. an order number.", 35, ["ORDER-4711"])),
    package: Type.Optional(
      Type.Object(
        {
          index: Type.Integer({
            minimum: 1,
            maximum: LABEL_LIMITS.packageCount.max,
            description: "This parcel's number, from 1.",
          }),
          count: Type.Integer({
            minimum: 1,
            maximum: LABEL_LIMITS.packageCount.max,
            description: "Parcels in the shipment.",
          }),
        },
        { additionalProperties: false, description: "Package n of m; index must not exceed count." },
      ),
    ),
    two_d: Type.Optional(
      literals(
        LABEL_TWO_D,
        "A 2D code holding the label's structured carrier message (ISO/IEC 15434 format 01, ANSI MH10.8.3): NONE, PDF417 or DATAMATRIX. Case-insensitive.",
        "NONE",
      ),
    ),
    maxicode: Type.Optional(
      Type.Object(
        {
          service_class: Type.String({
            pattern: "^\\d{3}$",
            description: "Carrier's 3-digit class of service.",
            examples: ["001"],
            errorMessage: "must be 3 digits",
          }),
          scac: Type.Optional(
            Type.String({
              pattern: "^[A-Z]{2,4}$",
              description: "Carrier's Standard Carrier Alpha Code.",
              errorMessage: "must be 2 to 4 capital letters",
            }),
          ),
          shipper_id: Type.Optional(
            Type.String({
              pattern: "^[0-9A-Z]{1,10}$",
              description: "Shipper's account number with the carrier.",
              errorMessage: "must be 1 to 10 capital letters or digits",
            }),
          ),
        },
        {
          additionalProperties: false,
          description:
            "Adds a MaxiCode with the ANSI MH10.8.3 structured carrier message: mode 2 for numeric postal codes (up to 9 digits), mode 3 otherwise.",
        },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Body of `POST /api/label/generate`. */
export type LabelGenerateRequest = Static<typeof LabelGenerateRequestSchema>;

/**
 * The documented example request, word for word: a parcel from Berlin to Tokyo, PNG at 203 dpi. The OpenAPI
 * document's example, and the fixture of the core, server and CLI tests.
 */
export const LABEL_REQUEST_EXAMPLE = {
  format: "PNG",
  dpi: 203,
  sender: {
    name: "Zoë Müller",
    company: "Kiez GmbH",
    lines: ["Alexanderplatz 1"],
    city: "Berlin",
    postal_code: "10178",
    country: "DE",
  },
  recipient: {
    name: "山田 太郎",
    lines: ["1-1 Chiyoda"],
    city: "Tokyo",
    region: "Tokyo",
    postal_code: "100-0001",
    country: "JP",
  },
  service: "EXPRESS",
  tracking_number: "1Z999AA10123456784",
  sscc: "340123450000000000",
  weight_kg: 1.2,
  reference: "ORDER-4711",
  package: { index: 1, count: 2 },
} as const satisfies LabelGenerateRequest;

/**
 * Schema of a successful `POST /api/label/generate` response. PNG comes as `image_base64` (a data URI
 * like the other generators); PDF and ZPL as `data_base64`, with their `mime_type`.
 *
 * @example
 * ```json
 * {"success": true, "label_id": 5581203399120, "format": "PNG", "size": "812x1218",
 *  "mime_type": "image/png", "image_base64": "data:image/png;base64,...",
 *  "download_url": "/api/label/download/5581203399120", "generated_at": "2026-11-22T10:00:00.000Z",
 *  "api_docs": "http://localhost:3000/api/docs", "dpi": 203, "sscc": "340123450000000000"}
 * ```
 */
export const LabelGenerateResponseSchema = Type.Object({
  success: SuccessSchema,
  label_id: Type.Integer({ minimum: 1, description: "Identifier for GET /api/label/download/{label_id}." }),
  format: Type.String({ description: "PNG, PDF or ZPL.", examples: ["PNG"] }),
  size: Type.String({
    description: '"<width>x<height>" in printer dots: 812x1218 at 203 dpi, 1200x1800 at 300 dpi (4 x 6 in).',
    examples: ["812x1218"],
  }),
  dpi: Type.Integer({ description: "Print resolution the label was laid out for." }),
  mime_type: Type.String({
    description: "image/png, application/pdf, or text/plain; charset=utf-8 for ZPL.",
    examples: ["image/png"],
  }),
  image_base64: Type.Optional(
    Type.String({
      description: "PNG only: data URI data:image/png;base64,<data>.",
      examples: ["data:image/png;base64,iVBORw0KGgo..."],
    }),
  ),
  data_base64: Type.Optional(Type.String({ description: "PDF and ZPL: the file, base64 (no data URI prefix)." })),
  sscc: Type.Optional(Type.String({ description: "The SSCC as printed, 18 digits with its check digit." })),
  download_url: Type.String({ description: "Relative path /api/label/download/<label_id>." }),
  generated_at: Type.String({ format: "date-time", description: "ISO 8601 UTC timestamp." }),
  api_docs: Type.String({ description: "Absolute URL of the reference docs." }),
});

/** A successful `POST /api/label/generate` response. */
export type LabelGenerateResponse = Static<typeof LabelGenerateResponseSchema>;
