import { SCAN_LIMITS, ScanResponseSchema } from "../scan.js";
import { defineEndpoint } from "./define-endpoint.js";
import { ROUTES } from "./routes.js";
import { withErrors } from "./shared.js";

/** The scanning operation. */
export const SCAN_ENDPOINTS = {
  scanImage: defineEndpoint({
    ...ROUTES.scanImage,
    summary: "Scan an uploaded image for QR codes and barcodes",
    response: withErrors(ScanResponseSchema),
    rateLimited: true,
    shed: true,
    docs: {
      tag: "Scanning",
      description: `Finds and decodes every QR code and barcode in an uploaded image: one multipart/form-data file part named \`image\`, PNG, JPEG (EXIF orientation honoured), GIF, BMP or WebP, at most 16 MiB and ${SCAN_LIMITS.maxPixels / 1_000_000} megapixels. The file's own signature decides its format, not its name. No code found is a success with \`results: []\`.`,
      success: "What was found: one entry per code, with its content, kind, position and confidence.",
      errors: {
        VALIDATION_ERROR: {
          summary: "No part named image",
          value: {
            success: false,
            error: "image is required: POST /api/scan takes multipart/form-data with one file part named image",
            code: "VALIDATION_ERROR",
            details: [
              {
                field: "image",
                message: "is required: POST /api/scan takes multipart/form-data with one file part named image",
              },
            ],
          },
        },
        INVALID_IMAGE: "generic",
        PAYLOAD_TOO_LARGE: {
          summary: "A file over 16 MiB",
          value: {
            success: false,
            error: "image is larger than the 16 MiB (16777216 bytes) limit",
            code: "PAYLOAD_TOO_LARGE",
            details: [{ field: "image", message: "is larger than the 16 MiB (16777216 bytes) limit" }],
          },
        },
        UNSUPPORTED_MEDIA_TYPE: {
          summary: "A file that is not an image",
          value: {
            success: false,
            error: "image is not a PNG, JPEG, GIF, BMP or WebP file (its first bytes match none of them)",
            code: "UNSUPPORTED_MEDIA_TYPE",
            details: [
              {
                field: "image",
                message: "is not a PNG, JPEG, GIF, BMP or WebP file (its first bytes match none of them)",
              },
            ],
          },
        },
        OVERLOADED: {
          summary: "Every scanning thread busy and the queue full",
          value: {
            success: false,
            error: "the scanner is busy (8 scans are already waiting); retry in 2 s",
            code: "OVERLOADED",
          },
        },
      },
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["image"],
              properties: {
                image: {
                  type: "string",
                  format: "binary",
                  contentMediaType: "application/octet-stream",
                  description: "The image file: PNG, JPEG, GIF, BMP or WebP, at most 16 MiB.",
                },
              },
            },
            encoding: { image: { contentType: "image/png, image/jpeg, image/gif, image/bmp, image/webp" } },
          },
        },
      },
    },
  }),
} as const;
