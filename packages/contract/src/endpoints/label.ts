import { LABEL_REQUEST_EXAMPLE, LabelGenerateRequestSchema, LabelGenerateResponseSchema } from "../label.js";
import { defineEndpoint } from "./define-endpoint.js";
import { ROUTES } from "./routes.js";
import { downloadEndpoint, withErrors } from "./shared.js";

/** The shipping label operations: generate and download. */
export const LABEL_ENDPOINTS = {
  generateLabel: defineEndpoint({
    ...ROUTES.generateLabel,
    summary: "Generate a 4 x 6 inch shipping label",
    body: LabelGenerateRequestSchema,
    response: withErrors(LabelGenerateResponseSchema),
    rateLimited: true,
    shed: true,
    storesCodes: true,
    docs: {
      tag: "Shipping labels",
      description:
        "Generates a carrier-style 4 x 6 inch shipping label and stores it for download: sender and ship-to addresses (Latin, Greek, Cyrillic and Japanese scripts, in the fonts the service ships), service line, tracking number as Code 128, SSCC-18 as GS1-128 (check digit computed or verified), package data, and optionally a PDF417 or DataMatrix and a MaxiCode holding the ANSI MH10.8.3 structured carrier message. `format` PNG (1-bit, one pixel per printer dot), PDF (vector, fonts embedded) or ZPL (the printer's own barcode commands); `dpi` 203 (812 x 1218 dots) or 300 (1200 x 1800). Long address lines wrap; an address that still does not fit is refused naming the field. Labels are drawn in worker threads.",
      success:
        "The label: PNG inline as a data URI in `image_base64`, PDF and ZPL as `data_base64` with their `mime_type`, and where to download it again.",
      errors: {
        VALIDATION_ERROR: {
          summary: "A character no shipped font has",
          value: {
            success: false,
            error:
              "recipient.name holds 'م' (U+0645), which the label's fonts (Noto Sans, Noto Sans JP) cannot print; write it in Latin, Greek, Cyrillic or Japanese script",
            code: "VALIDATION_ERROR",
            details: [
              {
                field: "recipient.name",
                message:
                  "holds 'م' (U+0645), which the label's fonts (Noto Sans, Noto Sans JP) cannot print; write it in Latin, Greek, Cyrillic or Japanese script",
              },
            ],
          },
        },
        INVALID_CONTENT: {
          summary: "A wrong SSCC check digit",
          value: {
            success: false,
            error: "sscc has check digit 4, but the GS1 mod-10 check digit of 34012345000000000 is 0 (sscc18)",
            code: "INVALID_CONTENT",
            details: [
              {
                field: "sscc",
                message: "has check digit 4, but the GS1 mod-10 check digit of 34012345000000000 is 0 (sscc18)",
              },
            ],
          },
        },
        OVERLOADED: {
          summary: "Every label thread busy and the queue full",
          value: {
            success: false,
            error: "the label printer is busy (8 labels are already waiting); retry in 2 s",
            code: "OVERLOADED",
          },
        },
        STORAGE_UNAVAILABLE: "generic",
      },
      requestExamples: {
        berlinToTokyo: {
          summary: "A parcel from Berlin to Tokyo, as PNG at 203 dpi",
          value: LABEL_REQUEST_EXAMPLE,
        },
        zplWithCodes: {
          summary: "ZPL at 300 dpi with a MaxiCode and a PDF417",
          value: {
            format: "ZPL",
            dpi: 300,
            sender: { name: "Shop", lines: ["1 Main St"], city: "Springfield", postal_code: "12345", country: "US" },
            recipient: {
              name: "Jane Doe",
              lines: ["634 Alpha Dr"],
              city: "Pittsburgh",
              region: "PA",
              postal_code: "15238-2802",
              country: "US",
            },
            service: "GROUND",
            tracking_number: "1Z00004951",
            sscc: "00950110000000001",
            maxicode: { service_class: "001", scac: "UPSN" },
            two_d: "PDF417",
          },
        },
      },
    },
  }),
  downloadLabel: defineEndpoint(
    downloadEndpoint("label", "label", "Shipping labels", "Download a generated shipping label", {
      description:
        "The stored file of an earlier label: exactly the bytes of its `image_base64` or `data_base64`, as an attachment named `label_<id>.<png|pdf|zpl>`: `image/png`, `application/pdf`, or `text/plain; charset=utf-8` for ZPL (send it to the printer as it is). Cacheable forever (`immutable`), with a strong `ETag`: a matching `If-None-Match` is answered `304`. Labels are kept `RETENTION_DAYS` (30 by default).",
      downloadTypes: ["image/png", "application/pdf", "text/plain; charset=utf-8"],
      downloadFilename: "label_<id>.<png|pdf|zpl>",
    }),
  ),
} as const;
