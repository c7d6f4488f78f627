import { type ErrorCode, type ErrorResponse, LABEL_REQUEST_EXAMPLE, SCAN_LIMITS } from "@qrbar/contract";

/** Groups of operations in the reference docs, in display order. */
export const TAGS = [
  { name: "QR codes", description: "Generate QR codes of 50+ content types, list the types, download a stored code." },
  {
    name: "Barcodes",
    description: "Generate linear, postal, stacked and 2D barcodes, list them, download a stored one.",
  },
  { name: "Scanning", description: "Find and decode every QR code and barcode in a photo or scan." },
  {
    name: "Shipping labels",
    description: "Carrier-style 4 x 6 inch shipping labels as PNG, PDF or ZPL, and their download.",
  },
  { name: "Batch", description: "Many QR codes in one request." },
  { name: "Catalog", description: "Everything the service can generate and read, in one answer." },
  { name: "Service", description: "Health and this reference." },
] as const;

/** An example in the reference docs: a one-line summary and the value. */
export interface DocExample<T> {
  readonly summary: string;
  readonly value: T;
}

/** A path parameter as the docs name it (the spec's `{qr_id}`), where the route calls it `:id`. */
export interface PathParameterDoc {
  readonly route: string;
  readonly name: string;
  readonly description: string;
}

/** How the reference docs present one operation, beyond the schemas its route declares. */
export interface OperationDoc {
  readonly operationId: string;
  readonly tag: (typeof TAGS)[number]["name"];
  readonly description: string;
  /** What a success means (the description of the 2xx answer). */
  readonly success: string;
  /** Counted against the rate limit (every route but health and this reference). */
  readonly rateLimited: boolean;
  /** Refused with `OVERLOADED` when the server sheds load (every route but health). */
  readonly shed: boolean;
  /** Errors of this operation itself, with examples in its own words; common ones are added for all. */
  readonly errors: Partial<Record<ErrorCode, DocExample<ErrorResponse> | "generic">>;
  /** Request bodies worth showing; each one succeeds. */
  readonly requestExamples?: Readonly<Record<string, DocExample<unknown>>>;
  /** A request body the route cannot declare as a JSON schema (the multipart upload). */
  readonly requestBody?: Readonly<Record<string, unknown>>;
  readonly pathParameter?: PathParameterDoc;
  /** The success answer is a stored image, not JSON. */
  readonly download?: true;
  /** Content types of the stored file (default PNG and SVG). */
  readonly downloadTypes?: readonly string[];
  /** The attachment's file name pattern (default `<qr|barcode>_<id>.<png|svg>`). */
  readonly downloadFilename?: string;
  /** The image is made for this request (an image URL), shown inline, not a stored attachment. */
  readonly inlineImage?: true;
}

const ID_DESCRIPTION = "Identifier from a generation result: a positive whole number up to 2^53-1.";

const DOWNLOAD_OPERATIONS = {
  qr: { operationId: "downloadQr", tag: "QR codes" },
  barcode: { operationId: "downloadBarcode", tag: "Barcodes" },
  label: { operationId: "downloadLabel", tag: "Shipping labels" },
} as const;

const downloadDoc = (kind: keyof typeof DOWNLOAD_OPERATIONS, label: string): OperationDoc => ({
  ...DOWNLOAD_OPERATIONS[kind],
  description: `The stored image of an earlier generation: exactly the bytes of its \`image_base64\`, as an attachment named \`${kind}_<id>.<png|svg>\`. Cacheable forever (\`immutable\`), with a strong \`ETag\`: a matching \`If-None-Match\` is answered \`304\`. Codes are kept \`RETENTION_DAYS\` (30 by default).`,
  success: `The ${label} image.`,
  rateLimited: true,
  shed: true,
  errors: {
    VALIDATION_ERROR: {
      summary: "The id is not a positive whole number",
      value: {
        success: false,
        error: `${kind}_id must be a positive whole number of at most 9007199254740991; got 'abc'`,
        code: "VALIDATION_ERROR",
        details: [
          { field: `${kind}_id`, message: "must be a positive whole number of at most 9007199254740991; got 'abc'" },
        ],
      },
    },
    NOT_FOUND: {
      summary: "No such code, or it expired",
      value: { success: false, error: `no ${label} with id 123; it may have expired`, code: "NOT_FOUND" },
    },
    STORAGE_UNAVAILABLE: "generic",
  },
  pathParameter: { route: "id", name: `${kind}_id`, description: ID_DESCRIPTION },
  download: true,
});

/** Errors of a QR request, whether it comes as a JSON body or as image URL parameters. */
const QR_REQUEST_ERRORS: OperationDoc["errors"] = {
  VALIDATION_ERROR: {
    summary: "A customization field out of range",
    value: {
      success: false,
      error: "customization.size must be at most 4096",
      code: "VALIDATION_ERROR",
      details: [{ field: "customization.size", message: "must be at most 4096" }],
    },
  },
  UNKNOWN_TYPE: {
    summary: "A type the catalog does not have",
    value: {
      success: false,
      error: "unknown QR type 'wifii'; see GET /api/qr/types for the 64 known types; did you mean 'wifi'?",
      code: "UNKNOWN_TYPE",
      details: [{ field: "type", message: "'wifii' is not a QR type; did you mean 'wifi'?" }],
    },
  },
};

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

const imageUrlDoc = (kind: "qr" | "barcode", description: string, examples: OperationDoc["errors"]): OperationDoc => ({
  operationId: kind === "qr" ? "qrImage" : "barcodeImage",
  tag: kind === "qr" ? "QR codes" : "Barcodes",
  description: `${description} Made for each request and never stored: the same query always gives the same bytes, so the answer is cacheable for a year (\`Cache-Control: public, max-age=31536000, immutable\`) with a strong \`ETag\` (a SHA-256 of the bytes); a matching \`If-None-Match\` is answered \`304\`. Validation and errors are those of the POST route, as JSON; a client that prefers an image (its \`Accept\` names an \`image/\` type above JSON, as a browser loading an \`<img>\` does) gets the same status with a small SVG that shows the error. Counted by the rate limit like every call. In this page's "Try it out", the image shows in the answer.`,
  success: "The image, PNG or SVG as `format` asks.",
  rateLimited: true,
  shed: true,
  errors: examples,
  download: true,
  inlineImage: true,
  downloadFilename: `${kind}.<png|svg>`,
});

const catalogDoc = (operationId: string, tag: OperationDoc["tag"], description: string): OperationDoc => ({
  operationId,
  tag,
  description,
  success: "The catalog.",
  rateLimited: true,
  shed: true,
  errors: {},
});

/**
 * Every operation of the service, keyed `METHOD /path` as the OpenAPI document writes it. The
 * document's schemas come from the routes (and so from `@qrbar/contract`); this adds what a reader
 * needs around them. A test checks that it and the registered routes match one to one.
 */
export const OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  "POST /api/qr/generate": {
    operationId: "generateQr",
    tag: "QR codes",
    description:
      "Generates one QR code and stores it for download. `content` depends on `type`: `GET /api/qr/types` lists every type with its content schema and an example. The image is exactly `size` x `size` pixels with whole-pixel modules; `payload` is the exact text encoded. A design (`module_shape`, `eye`, `gradient`, `logo`, `logo_size`, `frame`, `back_color: \"transparent\"`) is drawn anti-aliased and decoded by the service's scanner as drawn and under a distant phone's degradations before it is returned, with `scannability`; a design that does not scan, or whose colours or logo cannot, is a 400 naming the field and what to change.",
    success: "The generated code: the image inline as a data URI, and where to download it again.",
    rateLimited: true,
    shed: true,
    errors: {
      ...QR_REQUEST_ERRORS,
      INVALID_CONTENT: {
        summary: "Content too long for the error-correction level",
        value: {
          success: false,
          error:
            "the content is 3000 bytes encoded and does not fit a QR code at error correction M (at most 2331 bytes); shorten it or split it over several codes",
          code: "INVALID_CONTENT",
        },
      },
      STORAGE_UNAVAILABLE: "generic",
    },
    requestExamples: {
      url: {
        summary: "A web address, 400 pixels",
        value: { type: "url", content: { url: "https://example.com" }, customization: { size: 400 } },
      },
      email: {
        summary: "An e-mail with a subject (spec 2.2)",
        value: { type: "email", content: { email: "hello@example.com", subject: "Hello" } },
      },
      wifi: {
        summary: "Wi-Fi credentials as SVG, high error correction, coloured",
        value: {
          type: "wifi",
          content: { ssid: "Example Guest", encryption: "WPA", password: "correct horse battery" },
          customization: { format: "SVG", error_correction: "H", fill_color: "#1A237E", back_color: "#FFFFFF" },
        },
      },
      styled: {
        summary: "A styled code: rounded modules, styled eyes, a gradient and a caption",
        value: {
          type: "url",
          content: { url: "https://example.com/menu" },
          customization: {
            module_shape: "rounded",
            eye: { outer_shape: "rounded", inner_shape: "dot", outer_color: "#1A237E", inner_color: "#E65100" },
            gradient: {
              type: "linear",
              angle: 45,
              stops: [
                { offset: 0, color: "#1A237E" },
                { offset: 1, color: "#00695C" },
              ],
            },
            frame: { text: "Scan me" },
          },
        },
      },
    },
  },
  "GET /api/qr/types": catalogDoc(
    "listQrTypes",
    "QR codes",
    "Every QR type: its display label, an example `content` that generates a valid code, and the JSON Schema of its `content`.",
  ),
  "GET /api/qr/download/{id}": downloadDoc("qr", "QR code"),
  "GET /api/qr/image": imageUrlDoc(
    "qr",
    "A QR code image itself, for `<img src>`: `/api/qr/image?type=url&url=https://example.com&size=300&format=svg`. `type` is the QR type; `size`, `format`, `fill_color`, `back_color`, `error_correction` and `margin` are the customization; every other parameter is a field of the type's `content`, read as its content schema says (`latitude=46.5` a number, `hidden=true` a boolean, `address.city=Bern` a nested field, a repeated name an array). A content field whose name is taken is written `content.<field>` (`otp`'s `content.type=totp`), and `content` may hold the whole content as a JSON object (nested content such as a vCard's phones), which single fields complete or override.",
    {
      ...QR_REQUEST_ERRORS,
    },
  ),
  "POST /api/barcode/generate": {
    operationId: "generateBarcode",
    tag: "Barcodes",
    description:
      "Generates one barcode and stores it for download. `content` is a string whose rules depend on `type` (`GET /api/barcode/types` lists them); a missing check digit is computed, a wrong one is refused naming the right one. The image is exactly `width` x `height` pixels with whole-pixel modules and the symbology's quiet zone.",
    success: "The generated barcode: the image inline as a data URI, and where to download it again.",
    rateLimited: true,
    shed: true,
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
          error: "unknown barcode type 'ean14x'; see GET /api/barcode/types for the 66 known types",
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
  "GET /api/barcode/types": catalogDoc(
    "listBarcodeTypes",
    "Barcodes",
    "Every barcode type: its display label, an example `content` string, and its content rules (characters, length, check digit, quiet zone).",
  ),
  "GET /api/barcode/download/{id}": downloadDoc("barcode", "barcode"),
  "GET /api/barcode/image": imageUrlDoc(
    "barcode",
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
  "POST /api/label/generate": {
    operationId: "generateLabel",
    tag: "Shipping labels",
    description:
      "Generates a carrier-style 4 x 6 inch shipping label and stores it for download: sender and ship-to addresses (Latin, Greek, Cyrillic and Japanese scripts, in the fonts the service ships), service line, tracking number as Code 128, SSCC-18 as GS1-128 (check digit computed or verified), package data, and optionally a PDF417 or DataMatrix and a MaxiCode holding the ANSI MH10.8.3 structured carrier message. `format` PNG (1-bit, one pixel per printer dot), PDF (vector, fonts embedded) or ZPL (the printer's own barcode commands); `dpi` 203 (812 x 1218 dots) or 300 (1200 x 1800). Long address lines wrap; an address that still does not fit is refused naming the field. Labels are drawn in worker threads.",
    success:
      "The label: PNG inline as a data URI in `image_base64`, PDF and ZPL as `data_base64` with their `mime_type`, and where to download it again.",
    rateLimited: true,
    shed: true,
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
        summary: "A parcel from Berlin to Tokyo (issue 10), as PNG at 203 dpi",
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
  "GET /api/label/download/{id}": {
    ...downloadDoc("label", "label"),
    description:
      "The stored file of an earlier label: exactly the bytes of its `image_base64` or `data_base64`, as an attachment named `label_<id>.<png|pdf|zpl>`: `image/png`, `application/pdf`, or `text/plain; charset=utf-8` for ZPL (send it to the printer as it is). Cacheable forever (`immutable`), with a strong `ETag`: a matching `If-None-Match` is answered `304`. Labels are kept `RETENTION_DAYS` (30 by default).",
    downloadTypes: ["image/png", "application/pdf", "text/plain; charset=utf-8"],
    downloadFilename: "label_<id>.<png|pdf|zpl>",
  },
  "POST /api/scan": {
    operationId: "scanImage",
    tag: "Scanning",
    description: `Finds and decodes every QR code and barcode in an uploaded image: one multipart/form-data file part named \`image\`, PNG, JPEG (EXIF orientation honoured), GIF, BMP or WebP, at most 16 MiB and ${SCAN_LIMITS.maxPixels / 1_000_000} megapixels. The file's own signature decides its format, not its name. No code found is a success with \`results: []\`.`,
    success: "What was found: one entry per code, with its content, kind, position and confidence.",
    rateLimited: true,
    shed: true,
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
  "POST /api/batch/qr": {
    operationId: "generateQrBatch",
    tag: "Batch",
    description:
      "Generates 1 to 50 QR codes, each item shaped like a `POST /api/qr/generate` body. A bad item does not fail the batch: its entry says why, at its index (`successful + failed == total_items`, results in request order). An empty or missing `items`, or more than 50, fails the whole request and nothing is generated.",
    success: "One entry per item, in request order.",
    rateLimited: true,
    shed: true,
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
      BATCH_TOO_LARGE: {
        summary: "More than 50 items",
        value: {
          success: false,
          error: "items has 51 entries; a batch holds at most 50",
          code: "BATCH_TOO_LARGE",
          details: [{ field: "items", message: "must have at most 50 items" }],
        },
      },
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
  "GET /api/types": catalogDoc(
    "listTypes",
    "Catalog",
    "Both catalogs as their own operations give them, and every `results[].type` a scan can report.",
  ),
  "GET /api/health": {
    operationId: "getHealth",
    tag: "Service",
    description:
      "Whether the service and its storage answer. Not rate limited and answered under load, so a load balancer can use it.",
    success: "The service and its storage answer.",
    rateLimited: false,
    shed: false,
    errors: {},
  },
  "GET /api/openapi.json": {
    operationId: "getOpenApiDocument",
    tag: "Service",
    description: "This reference as an OpenAPI 3.1 document. Not rate limited.",
    success: "The OpenAPI 3.1 document.",
    rateLimited: false,
    shed: true,
    errors: {},
  },
  "GET /api/docs": {
    operationId: "getReferencePage",
    tag: "Service",
    description:
      "This reference as an interactive page (Swagger UI), served with its assets by the service itself: it works offline. Not rate limited.",
    success: "The HTML page.",
    rateLimited: false,
    shed: true,
    errors: {},
  },
};
