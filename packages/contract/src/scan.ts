import type { Static } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { SuccessSchema } from "./error-codes.js";
import { literalUnion } from "./literal-union.js";

export { SCAN_IMAGE_FORMATS, SCAN_LIMITS, type ScanImageFormat } from "./scan-limits.js";

import { SCAN_IMAGE_FORMATS } from "./scan-limits.js";

const PointSchema = Type.Object({
  x: Type.Integer({ description: "Pixels from the left edge of the (EXIF-rotated) source image." }),
  y: Type.Integer({ description: "Pixels from the top edge of the (EXIF-rotated) source image." }),
});

/** A point in source-image pixels. */
export type ScanPoint = Static<typeof PointSchema>;

/**
 * Schema of one detected code (the spec's fields, plus `data_base64`, `parsed`, `valid`, `problem`, `corners`, `rotation`,
 * `add_on`).
 *
 * @example
 * ```json
 * {"type": "qr_code", "data": "https://example.com", "format": "url", "parsed": {"url": "https://example.com"},
 *  "confidence": 0.97, "position": {"x": 40, "y": 40, "width": 220, "height": 220},
 *  "corners": [{"x": 40, "y": 40}, {"x": 260, "y": 40}, {"x": 260, "y": 260}, {"x": 40, "y": 260}], "rotation": 0}
 * ```
 */
export const ScanResultSchema = Type.Object({
  type: Type.String({
    description:
      "Kind of code: qr_code for a QR code, else the barcode catalog key of the symbology (ean13, code128, datamatrix, ...); GET /api/types lists them under scan.formats.",
    examples: ["qr_code"],
  }),
  data: Type.String({
    description:
      "Decoded content as printed for humans: UPC-A as 12 digits, UPC-E as 8, EAN-13 as 13; GS1 field separators as ASCII 29. Binary payloads are read as ISO-8859-1 here and given exactly in data_base64.",
  }),
  data_base64: Type.Optional(
    Type.String({ description: "The exact bytes of a binary payload, base64. Present only for binary content." }),
  ),
  format: Type.String({
    description:
      "What the text is, in the vocabulary of the QR type keys (url, email, wifi, vcard, ...); text otherwise.",
    examples: ["url"],
  }),
  parsed: Type.Record(Type.String(), Type.Unknown(), {
    description:
      "The structured fields of the content: the content object that would generate it. Empty when valid is false.",
  }),
  valid: Type.Optional(
    Type.Literal(false, {
      description:
        "Present, and false, when the text is of `format` but breaks a rule its standard makes a MUST (an EPC code without its IBAN, a Pix code with a wrong CRC): the fields are not guessed.",
    }),
  ),
  problem: Type.Optional(
    Type.String({
      description: "With valid false: which rule the payload breaks.",
      examples: ["its CRC (object 63) is 1D3E, but the data gives 1D3D"],
    }),
  ),
  confidence: Type.Number({
    minimum: 0,
    maximum: 1,
    description:
      "How sure the reading is, 0..1: 2D codes from the share of error correction left unused, linear codes from how many scan lines agreed; see the scanning documentation.",
    examples: [0.95],
  }),
  position: Type.Object(
    {
      x: Type.Integer(),
      y: Type.Integer(),
      width: Type.Integer(),
      height: Type.Integer(),
    },
    { description: "Axis-aligned bounding box in pixels of the source image, after EXIF rotation." },
  ),
  corners: Type.Array(PointSchema, {
    minItems: 4,
    maxItems: 4,
    description:
      "The code's corners in source pixels: top-left, top-right, bottom-right, bottom-left as the code reads (so a code photographed upside down has its top-left corner at the bottom right).",
  }),
  rotation: Type.Integer({
    minimum: -179,
    maximum: 180,
    description: "Angle in degrees, clockwise, by which the code is turned from upright.",
  }),
  add_on: Type.Optional(
    Type.String({ description: "EAN-2 or EAN-5 add-on digits printed beside an EAN/UPC symbol, when present." }),
  ),
});

/** One detected code. */
export type ScanResult = Static<typeof ScanResultSchema>;

/**
 * Schema of a successful `POST /api/scan` response (the spec's fields, plus `image`).
 *
 * @example
 * ```json
 * {"success": true, "results": [], "image": {"format": "jpeg", "width": 4032, "height": 3024},
 *  "scanned_at": "2026-11-22T10:00:00.000Z", "api_docs": "http://localhost:3000/api/docs"}
 * ```
 */
export const ScanResponseSchema = Type.Object({
  success: SuccessSchema,
  results: Type.Array(ScanResultSchema, { description: "One entry per code found; empty when there is none." }),
  image: Type.Object(
    {
      format: literalUnion(SCAN_IMAGE_FORMATS, { description: "The format the file's signature says it is." }),
      width: Type.Integer({ description: "Width in pixels after EXIF rotation." }),
      height: Type.Integer({ description: "Height in pixels after EXIF rotation." }),
    },
    { description: "What was scanned: positions are in these pixels." },
  ),
  scanned_at: Type.String({ format: "date-time", description: "ISO 8601 UTC timestamp." }),
  api_docs: Type.String({ description: "Absolute URL of the reference docs." }),
});

/** A successful `POST /api/scan` response. */
export type ScanResponse = Static<typeof ScanResponseSchema>;
