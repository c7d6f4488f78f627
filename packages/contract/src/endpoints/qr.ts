import * as Type from "@sinclair/typebox";
import {
  QrCustomizationSchema,
  QrGenerateRequestSchema,
  QrGenerateResponseSchema,
  QrTypesResponseSchema,
} from "../qr.js";
import { defineEndpoint, type EndpointDocs } from "./define-endpoint.js";
import { ROUTES } from "./routes.js";
import { catalogDocs, downloadEndpoint, imageUrlDocs, tableExample, withErrors } from "./shared.js";

/** Errors of a QR request, whether it comes as a JSON body or as image URL parameters. */
const QR_REQUEST_ERRORS: EndpointDocs["errors"] = {
  VALIDATION_ERROR: tableExample("VALIDATION_ERROR", "A customization field out of range"),
  UNKNOWN_TYPE: tableExample("UNKNOWN_TYPE", "A type the catalog does not have"),
};

/** `GET /api/qr/image`'s parameters: the type, the content's fields (any name) and the customization. */
const QrImageQuerySchema = Type.Object(
  {
    type: Type.String({ description: "QR type key from GET /api/qr/types (case-insensitive).", examples: ["url"] }),
    content: Type.Optional(
      Type.String({
        description:
          "The whole content as a JSON object (URL-encoded), for nested content; single content fields given as their own parameters complete or override it.",
      }),
    ),
    ...QrCustomizationSchema.properties,
  },
  { additionalProperties: true },
);

/** The QR code operations: generate, list the types, download, image URL. */
export const QR_ENDPOINTS = {
  generateQr: defineEndpoint({
    ...ROUTES.generateQr,
    summary: "Generate one QR code",
    body: QrGenerateRequestSchema,
    response: withErrors(QrGenerateResponseSchema),
    rateLimited: true,
    shed: true,
    storesCodes: true,
    docs: {
      tag: "QR codes",
      description:
        "Generates one QR code and stores it for download. `content` depends on `type`: `GET /api/qr/types` lists every type with its content schema and an example. The image is exactly `size` x `size` pixels with whole-pixel modules; `payload` is the exact text encoded. A design (`module_shape`, `eye`, `gradient`, `logo`, `logo_size`, `frame`, `back_color: \"transparent\"`) is drawn anti-aliased and decoded by the service's scanner as drawn and under a distant phone's degradations before it is returned, with `scannability`; a design that does not scan, or whose colours or logo cannot, is a 400 naming the field and what to change.",
      success: "The generated code: the image inline as a data URI, and where to download it again.",
      errors: {
        ...QR_REQUEST_ERRORS,
        INVALID_CONTENT: tableExample("INVALID_CONTENT", "Content too long for the error-correction level"),
        STORAGE_UNAVAILABLE: "generic",
      },
      requestExamples: {
        url: {
          summary: "A web address, 400 pixels",
          value: { type: "url", content: { url: "https://example.com" }, customization: { size: 400 } },
        },
        email: {
          summary: "An e-mail with a subject (the service spec's e-mail example)",
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
  }),
  listQrTypes: defineEndpoint({
    ...ROUTES.listQrTypes,
    summary: "List QR types",
    response: { 200: QrTypesResponseSchema },
    rateLimited: true,
    shed: true,
    docs: catalogDocs(
      "QR codes",
      "Every QR type: its display label, an example `content` that generates a valid code, and the JSON Schema of its `content`.",
    ),
  }),
  downloadQr: defineEndpoint(downloadEndpoint("qr", "QR code", "QR codes", "Download a generated QR code")),
  qrImage: defineEndpoint({
    ...ROUTES.qrImage,
    summary: "A QR code image from its URL",
    query: QrImageQuerySchema,
    rateLimited: true,
    shed: true,
    docs: imageUrlDocs(
      "qr",
      "QR codes",
      "A QR code image itself, for `<img src>`: `/api/qr/image?type=url&url=https://example.com&size=300&format=svg`. `type` is the QR type; `size`, `format`, `fill_color`, `back_color`, `error_correction` and `margin` are the customization; every other parameter is a field of the type's `content`, read as its content schema says (`latitude=46.5` a number, `hidden=true` a boolean, `address.city=Bern` a nested field, a repeated name an array). A content field whose name is taken is written `content.<field>` (`otp`'s `content.type=totp`), and `content` may hold the whole content as a JSON object (nested content such as a vCard's phones), which single fields complete or override.",
      QR_REQUEST_ERRORS,
    ),
  }),
} as const;
