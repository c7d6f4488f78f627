import type { TSchema } from "@sinclair/typebox";
import type { ErrorCode, ErrorResponse } from "../error-codes.js";
import { QR_CONTENT_SCHEMAS } from "../qr-content/index.js";
import type { Route } from "./routes.js";

/** Groups of operations in the reference docs, in display order. */
export const TAGS = [
  {
    name: "QR codes",
    description: `Generate QR codes of ${Object.keys(QR_CONTENT_SCHEMAS).length} content types, list the types, download a stored code.`,
  },
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

/** The name of one of {@link TAGS}. */
export type Tag = (typeof TAGS)[number]["name"];

/** An example in the reference docs: a one-line summary and the value. */
export interface DocExample<T> {
  readonly summary: string;
  readonly value: T;
}

/** How the reference describes a path parameter. */
export interface PathParam {
  readonly description: string;
  /** What the reference says the segment holds, as JSON Schema, and an example of it. */
  readonly schema: Readonly<Record<string, unknown>>;
  readonly example: unknown;
}

/** How the reference docs present one operation, beyond its schemas. */
export interface EndpointDocs {
  readonly tag: Tag;
  readonly description: string;
  /** What a success means (the description of the 2xx answer). */
  readonly success: string;
  /** Errors of this operation itself, with examples in its own words; common ones are added for all. */
  readonly errors: Partial<Record<ErrorCode, DocExample<ErrorResponse> | "generic">>;
  /** Request bodies worth showing; each one succeeds. */
  readonly requestExamples?: Readonly<Record<string, DocExample<unknown>>>;
  /** A request body the route cannot declare as a JSON schema (the multipart upload). */
  readonly requestBody?: Readonly<Record<string, unknown>>;
  /** The success answer is a file, not JSON. */
  readonly download?: true;
  /** Content types of the file (default those of the generators' formats: PNG, SVG, PDF, EPS). */
  readonly downloadTypes?: readonly string[];
  /** The file name pattern (default `<qr|barcode>_<id>.<png|svg|pdf|eps>`). */
  readonly downloadFilename?: string;
  /** The image is made for this request (an image URL), shown inline, not a stored attachment. */
  readonly inlineImage?: true;
  /**
   * The route is served by a plugin or hides its own schema (the document's own shape): the reference
   * describes its answer as this media type.
   */
  readonly answers?: string;
}

/**
 * One route of the service: its method and path (one of `ROUTES`), the schemas of what it takes and
 * answers, and how the reference presents it. The server registers it under `routeUrl`, the client
 * calls it through `expandPath`.
 */
export interface Endpoint extends Route {
  /** One line, the operation's title. */
  readonly summary: string;
  /** How the reference describes each path parameter. */
  readonly pathParams?: Readonly<Record<string, PathParam>>;
  /** JSON body. */
  readonly body?: TSchema;
  /** Query parameters, as one object schema. */
  readonly query?: TSchema;
  /** Answers by status (`200`, `503`, `4xx`): the shapes the server serializes and the reference shows. */
  readonly response?: Readonly<Record<string, TSchema>>;
  /** Counted against the API's rate limit (its request budget per client). */
  readonly rateLimited: boolean;
  /**
   * A document served from prebuilt bytes (the reference, its page and assets, `/llms.txt`, the
   * playground): outside the API's budget, counted against the documents' own budget per client instead,
   * so that flooding them is refused cheaply rather than slowing other clients.
   */
  readonly documentBudget?: true;
  /** Refused with `OVERLOADED` when the server sheds load. */
  readonly shed: boolean;
  /**
   * Stores what it generates, within the client's stored-bytes budget and the cap on one code: its
   * answers say what is left of the budget (`X-StoreBytes-*`).
   */
  readonly storesCodes?: true;
  /** How the reference docs present it; absent: not in the OpenAPI document, for `undocumented`'s reason. */
  readonly docs?: EndpointDocs;
  /** Why a route is not in the OpenAPI document. */
  readonly undocumented?: string;
  /** A plugin registers the route itself (the server has no handler of its own for it). */
  readonly registeredBy?: string;
}

/**
 * Declares an endpoint, keeping its method, path and schemas as literal types so the server's
 * handler and the client's call are typed from them.
 *
 * @example
 * ```ts
 * const getHealth = defineEndpoint({ method: "GET", path: "/api/health", summary: "Health", rateLimited: false, shed: false });
 * ```
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
