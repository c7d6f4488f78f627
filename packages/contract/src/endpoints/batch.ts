import { BatchQrRequestSchema, BatchQrResponseSchema } from "../batch.js";
import { defineEndpoint } from "./define-endpoint.js";
import { ROUTES } from "./routes.js";
import { tableExample, withErrors } from "./shared.js";

/** The batch operation. */
export const BATCH_ENDPOINTS = {
  generateQrBatch: defineEndpoint({
    ...ROUTES.generateQrBatch,
    summary: "Generate many QR codes",
    body: BatchQrRequestSchema,
    response: withErrors(BatchQrResponseSchema),
    rateLimited: true,
    shed: true,
    storesCodes: true,
    docs: {
      tag: "Batch",
      description:
        "Generates 1 to 50 QR codes, each item shaped like a `POST /api/qr/generate` body. A bad item does not fail the batch: its entry says why, at its index (`successful + failed == total_items`, results in request order). An empty or missing `items`, or more than 50, fails the whole request and nothing is generated. Each item costs one request against the rate limit: a batch that does not fit what is left is refused whole with `429` and costs one. The images of one answer hold at most 12 MB: the item that would pass it, and every later one, fails in place with `PAYLOAD_TOO_LARGE`; an item that no longer fits the client's stored-bytes budget fails in place with `RATE_LIMITED`. Neither is stored.",
      success: "One entry per item, in request order.",
      errors: {
        VALIDATION_ERROR: {
          summary: "No items",
          value: {
            success: false,
            error: "items must have at least 1 item",
            code: "VALIDATION_ERROR",
            details: [{ field: "items", message: "must have at least 1 item" }],
          },
        },
        BATCH_TOO_LARGE: tableExample("BATCH_TOO_LARGE", "More than 50 items"),
        STORAGE_UNAVAILABLE: "generic",
      },
      requestExamples: {
        mixed: {
          summary: "Two codes; the second one's type is misspelt, so it alone fails",
          value: {
            items: [
              { type: "text", content: { text: "Table 12" } },
              { type: "wifii", content: { ssid: "Guest" } },
              { type: "url", content: { url: "https://example.com/menu" }, customization: { size: 200 } },
            ],
          },
        },
      },
    },
  }),
} as const;
