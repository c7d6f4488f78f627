import * as Type from "@sinclair/typebox";
import {
  BarcodeCustomizationSchema,
  BarcodeGenerateRequestSchema,
  BarcodeGenerateResponseSchema,
  BarcodeTypesResponseSchema,
} from "../barcode.js";
import { BARCODE_TYPES } from "../barcode-types.js";
import type { ErrorResponse } from "../error-codes.js";
import type { DocExample } from "./define-endpoint.js";
import { defineEndpoint } from "./define-endpoint.js";
import { ROUTES } from "./routes.js";
import { catalogDocs, downloadEndpoint, imageUrlDocs, withErrors } from "./shared.js";

/** A barcode's wrong check digit, named with the right one. */
const BARCODE_CHECK_DIGIT_ERROR: DocExample<ErrorResponse> = {
  summary: "A wrong check digit",
  value: {
    success: false,
    error: "content has check digit 8, but the GS1 mod-10 check digit of 590123412345 is 7 (ean13)",
    code: "INVALID_CONTENT",
    details: [
      {
        field: "content",
        message: "has check digit 8, but the GS1 mod-10 check digit of 590123412345 is 7 (ean13)",
      },
    ],
  },
};

/** `GET /api/barcode/image`'s parameters: the type, the content and the customization, nothing else. */
const BarcodeImageQuerySchema = Type.Object({
  type: Type.String({ description: "Barcode type key from GET /api/barcode/types.", examples: ["ean13"] }),
  content: Type.String({
    description: "The data to encode, as in POST /api/barcode/generate.",
    examples: ["590123412345"],
  }),
  ...BarcodeCustomizationSchema.properties,
});

/** The barcode operations: generate, list the types, download, image URL. */
export const BARCODE_ENDPOINTS = {
  generateBarcode: defineEndpoint({
    ...ROUTES.generateBarcode,
    summary: "Generate one barcode",
    body: BarcodeGenerateRequestSchema,
    response: withErrors(BarcodeGenerateResponseSchema),
    rateLimited: true,
    shed: true,
    storesCodes: true,
    docs: {
      tag: "Barcodes",
      description:
        "Generates one barcode and stores it for download. `content` is a string whose rules depend on `type` (`GET /api/barcode/types` lists them); a missing check digit is computed, a wrong one is refused naming the right one. The image is exactly `width` x `height` pixels with whole-pixel modules and the symbology's quiet zone.",
      success: "The generated barcode: the image inline as a data URI, and where to download it again.",
      errors: {
        VALIDATION_ERROR: {
          summary: "An image too narrow for the content",
          value: {
            success: false,
            error:
              "customization.width must be at least 715 for this content (695 modules plus quiet zones of 10 and 10, at 1 pixel per module)",
            code: "VALIDATION_ERROR",
            details: [
              {
                field: "customization.width",
                message:
                  "must be at least 715 for this content (695 modules plus quiet zones of 10 and 10, at 1 pixel per module)",
              },
            ],
          },
        },
        UNKNOWN_TYPE: {
          summary: "A type the catalog does not have",
          value: {
            success: false,
            error: `unknown barcode type 'ean14x'; see GET /api/barcode/types for the ${BARCODE_TYPES.length} known types`,
            code: "UNKNOWN_TYPE",
            details: [{ field: "type", message: "'ean14x' is not a barcode type" }],
          },
        },
        INVALID_CONTENT: BARCODE_CHECK_DIGIT_ERROR,
        STORAGE_UNAVAILABLE: "generic",
      },
      requestExamples: {
        ean13: {
          summary: "EAN-13 with the check digit computed",
          value: { type: "ean13", content: "590123412345", customization: { width: 400, height: 200 } },
        },
        code128: {
          summary: "Code 128 as SVG without the text line",
          value: { type: "code128", content: "QRBAR-2026", customization: { format: "SVG", show_text: false } },
        },
      },
    },
  }),
  listBarcodeTypes: defineEndpoint({
    ...ROUTES.listBarcodeTypes,
    summary: "List barcode types and their content rules",
    response: { 200: BarcodeTypesResponseSchema },
    rateLimited: true,
    shed: true,
    docs: catalogDocs(
      "Barcodes",
      "Every barcode type: its display label, an example `content` string, and its content rules (characters, length, check digit, quiet zone).",
    ),
  }),
  downloadBarcode: defineEndpoint(downloadEndpoint("barcode", "barcode", "Barcodes", "Download a generated barcode")),
  barcodeImage: defineEndpoint({
    ...ROUTES.barcodeImage,
    summary: "A barcode image from its URL",
    query: BarcodeImageQuerySchema,
    rateLimited: true,
    shed: true,
    docs: imageUrlDocs(
      "barcode",
      "Barcodes",
      "A barcode image itself, for `<img src>`: `/api/barcode/image?type=ean13&content=590123412345&show_text=false`. `type` and `content` are those of `POST /api/barcode/generate`; `width`, `height`, `bar_color`, `background_color`, `show_text` and `format` are the customization. Any other parameter is refused, naming the known ones.",
      {
        VALIDATION_ERROR: {
          summary: "A parameter the route does not have",
          value: {
            success: false,
            error:
              "colour is not a parameter of this route; use type, content, width, height, bar_color, background_color, show_text, format",
            code: "VALIDATION_ERROR",
            details: [
              {
                field: "colour",
                message:
                  "is not a parameter of this route; use type, content, width, height, bar_color, background_color, show_text, format",
              },
            ],
          },
        },
        INVALID_CONTENT: BARCODE_CHECK_DIGIT_ERROR,
      },
    ),
  }),
} as const;
