import type { Static } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { ErrorCodeSchema, FieldIssueSchema, SuccessSchema } from "./error-codes.js";
import { QrGenerateRequestSchema } from "./qr.js";
import { ScannabilitySchema } from "./qr-design.js";

/** Items one batch request may carry. */
export const BATCH_MAX_ITEMS = 50;

/**
 * Most image bytes one batch answer carries (12 MB, about 16 MB of JSON with the images in base64):
 * the items past it fail in place with `PAYLOAD_TOO_LARGE`, unstored. As large as the largest code
 * the service stores, so any one code fits a batch.
 */
export const BATCH_MAX_IMAGE_BYTES = 12_000_000;

/**
 * Schema of `POST /api/batch/qr`: 1..50 items, each shaped like a `POST /api/qr/generate` body.
 *
 * @example
 * ```json
 * {"items": [{"type": "text", "content": {"text": "one"}}, {"type": "url", "content": {"url": "https://example.com"}, "customization": {"size": 200}}]}
 * ```
 */
export const BatchQrRequestSchema = Type.Object(
  {
    items: Type.Array(QrGenerateRequestSchema, {
      minItems: 1,
      maxItems: BATCH_MAX_ITEMS,
      description: `1 to ${BATCH_MAX_ITEMS} QR requests. A bad item fails alone; its entry says why.`,
    }),
  },
  { additionalProperties: false },
);

/** Body of `POST /api/batch/qr`. */
export type BatchQrRequest = Static<typeof BatchQrRequestSchema>;

/** Schema of a batch entry whose code was generated (the spec's fields, plus format, size and payload). */
export const BatchItemSuccessSchema = Type.Object({
  index: Type.Integer({ minimum: 0, description: "Zero-based position of the item in the request." }),
  success: SuccessSchema,
  qr_id: Type.Integer({ minimum: 1 }),
  type: Type.String(),
  format: Type.String({ examples: ["PNG"] }),
  size: Type.String({ examples: ["300x300"] }),
  image_base64: Type.String({ description: "Data URI of the image." }),
  download_url: Type.String({ description: "/api/qr/download/<qr_id>" }),
  payload: Type.String({ description: "The exact text encoded." }),
  scannability: Type.Optional(ScannabilitySchema),
});

/** Schema of a batch entry that failed: why, in the error shape, at its index. */
export const BatchItemFailureSchema = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  success: Type.Literal(false),
  type: Type.Union([Type.String(), Type.Null()], { description: "The item's type as sent, or null if absent." }),
  error: Type.String(),
  code: ErrorCodeSchema,
  details: Type.Optional(Type.Array(FieldIssueSchema)),
});

/**
 * Schema of a `POST /api/batch/qr` response: `successful + failed == total_items`, `results`
 * in request order.
 */
export const BatchQrResponseSchema = Type.Object({
  success: SuccessSchema,
  batch_id: Type.String({ pattern: "^batch_\\d{8}_\\d{6}$", examples: ["batch_20261122_101500"] }),
  total_items: Type.Integer(),
  successful: Type.Integer(),
  failed: Type.Integer(),
  results: Type.Array(Type.Union([BatchItemSuccessSchema, BatchItemFailureSchema])),
  generated_at: Type.String({ format: "date-time" }),
  api_docs: Type.String(),
});

/** A `POST /api/batch/qr` response. */
export type BatchQrResponse = Static<typeof BatchQrResponseSchema>;
