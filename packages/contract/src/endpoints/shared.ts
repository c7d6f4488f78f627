import { type ErrorCode, type ErrorResponse, ErrorResponseSchema, exampleAnswer } from "../error-codes.js";
import { FILE_FORMATS } from "../qr.js";
import type { DocExample, EndpointDocs, PathParam, Tag } from "./define-endpoint.js";
import { ROUTES } from "./routes.js";

/** The extensions of a generated file's name, as the reference writes them: `<png|svg|pdf|eps>`. */
const EXTENSIONS = `<${FILE_FORMATS.map((format) => format.toLowerCase()).join("|")}>`;

/**
 * The error table's own example answer of a code, under an operation's summary of it, for operations
 * that fail in the table's words.
 */
export const tableExample = (code: ErrorCode, summary: string): DocExample<ErrorResponse> => ({
  summary,
  value: exampleAnswer(code),
});

/** The answers of a JSON operation: its success, and the error shape for every failure. */
export const withErrors = <const S>(success: S) =>
  ({ 200: success, "4xx": ErrorResponseSchema, "5xx": ErrorResponseSchema }) as const;

/** How the reference describes a stored code's id in a download path. */
const storedId = {
  description: "Identifier from a generation result: a positive whole number up to 2^53-1.",
  schema: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  example: 4829137650123,
} as const satisfies PathParam;

/** The download route of each kind of stored code. */
const DOWNLOADS = { qr: ROUTES.downloadQr, barcode: ROUTES.downloadBarcode, label: ROUTES.downloadLabel } as const;

/**
 * `GET /api/<kind>/download/{<kind>_id}`: the stored file of an earlier generation, as an attachment.
 * `docs` overrides the presentation where the kind's files differ (labels are PDF and ZPL too).
 */
export const downloadEndpoint = <const K extends keyof typeof DOWNLOADS>(
  kind: K,
  name: string,
  tag: Tag,
  summary: string,
  docs: Partial<EndpointDocs> = {},
) => {
  const presentation: EndpointDocs = {
    tag,
    description: `The stored image of an earlier generation: exactly the bytes of its \`image_base64\`, as an attachment named \`${kind}_<id>.${EXTENSIONS}\` (the extension of its \`format\`, its \`Content-Type\` \`image/png\`, \`image/svg+xml\`, \`application/pdf\` or \`application/postscript\`). Cacheable forever (\`immutable\`), with a strong \`ETag\`: a matching \`If-None-Match\` is answered \`304\`. Codes are kept \`RETENTION_DAYS\` (30 by default).`,
    success: `The ${name} image.`,
    errors: {
      VALIDATION_ERROR: {
        summary: "The id is not a positive whole number",
        value: {
          success: false,
          error: `${kind}_id must be a positive whole number of at most 9007199254740991; got 'abc'`,
          code: "VALIDATION_ERROR",
          details: [
            {
              field: `${kind}_id`,
              message: "must be a positive whole number of at most 9007199254740991; got 'abc'",
            },
          ],
        },
      },
      NOT_FOUND: {
        summary: "No such code, or it expired",
        value: { success: false, error: `no ${name} with id 123; it may have expired`, code: "NOT_FOUND" },
      },
      STORAGE_UNAVAILABLE: "generic",
    },
    download: true,
    downloadFilename: `${kind}_<id>.${EXTENSIONS}`,
    ...docs,
  };
  return {
    ...(DOWNLOADS[kind] as (typeof DOWNLOADS)[K]),
    summary,
    pathParams: { [`${kind}_id`]: storedId } as { readonly [P in `${K}_id`]: typeof storedId },
    rateLimited: true,
    shed: true,
    docs: presentation,
  } as const;
};

/** The reference's account of an image URL (`GET /api/<kind>/image`), after its own first sentences. */
export const imageUrlDocs = (
  kind: "qr" | "barcode",
  tag: Tag,
  description: string,
  errors: EndpointDocs["errors"],
): EndpointDocs => ({
  tag,
  description: `${description} Made for each request and never stored: the same query always gives the same bytes, so the answer is cacheable for a year (\`Cache-Control: public, max-age=31536000, immutable\`) with a strong \`ETag\` (a SHA-256 of the bytes); a matching \`If-None-Match\` is answered \`304\`. Validation and errors are those of the POST route, as JSON; a client that prefers an image (its \`Accept\` names an \`image/\` type above JSON, as a browser loading an \`<img>\` does) gets the same status with a small SVG that shows the error. Counted by the rate limit like every call. In this page's "Try it out", the image shows in the answer.`,
  success: "The file, PNG, SVG, PDF or EPS as `format` asks (`format=pdf` is a one-page vector PDF).",
  errors,
  download: true,
  inlineImage: true,
  downloadFilename: `${kind}.${EXTENSIONS}`,
});

/** The reference's account of a catalog (`GET .../types`). */
export const catalogDocs = (tag: Tag, description: string): EndpointDocs => ({
  tag,
  description,
  success: "The catalog.",
  errors: {},
});
