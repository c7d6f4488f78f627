import type { TSchema } from "@sinclair/typebox";
import type { ErrorCode, ErrorResponse } from "../error-codes.js";

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

/** The name of one of {@link TAGS}. */
export type Tag = (typeof TAGS)[number]["name"];

/** HTTP methods the service registers routes for (HEAD is Fastify's own mirror of each GET). */
export type EndpointMethod = "GET" | "POST" | "OPTIONS";

/** An example in the reference docs: a one-line summary and the value. */
export interface DocExample<T> {
  readonly summary: string;
  readonly value: T;
}

/**
 * A path parameter: the path names it as the reference does (`{qr_id}`); `route` is the name the
 * server registers it under when that differs (`:id`, the pattern metrics and logs report).
 */
export interface PathParam {
  readonly description: string;
  readonly route?: string;
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
  /** Content types of the file (default PNG and SVG). */
  readonly downloadTypes?: readonly string[];
  /** The file name pattern (default `<qr|barcode>_<id>.<png|svg>`). */
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
 * One route of the service. The path is written as the reference writes it (`{qr_id}`); the
 * server registers it under {@link routeUrl}, the client calls it through {@link expandPath}.
 */
export interface Endpoint {
  readonly method: EndpointMethod;
  readonly path: string;
  /** One line, the operation's title. */
  readonly summary: string;
  readonly pathParams?: Readonly<Record<string, PathParam>>;
  /** JSON body. */
  readonly body?: TSchema;
  /** Query parameters, as one object schema. */
  readonly query?: TSchema;
  /** Answers by status (`200`, `503`, `4xx`): the shapes the server serializes and the reference shows. */
  readonly response?: Readonly<Record<string, TSchema>>;
  /** Counted against the rate limit. */
  readonly rateLimited: boolean;
  /** Refused with `OVERLOADED` when the server sheds load. */
  readonly shed: boolean;
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

/** The names an endpoint's handler reads its path parameters by (the route's names). */
export type RouteParams<E extends Endpoint> = E extends { pathParams: infer P extends Record<string, PathParam> }
  ? { [K in keyof P as P[K] extends { route: infer R extends string } ? R : K]: string }
  : Record<never, never>;

/** The values a caller fills an endpoint's path with, by the reference's names. */
export type PathValues<E extends Endpoint> = E extends { pathParams: infer P extends Record<string, PathParam> }
  ? { readonly [K in keyof P]: string | number }
  : Record<never, never>;

const PARAM = /\{(\w+)\}/g;

/**
 * The path as the server registers it: `{qr_id}` becomes `:` and the parameter's route name.
 *
 * @example
 * ```ts
 * routeUrl(ENDPOINTS.downloadQr); // "/api/qr/download/:id"
 * ```
 */
export function routeUrl(endpoint: Endpoint): string {
  return endpoint.path.replace(PARAM, (_, name: string) => `:${endpoint.pathParams?.[name]?.route ?? name}`);
}

/**
 * The path with its parameters filled in, each URL-encoded.
 *
 * @example
 * ```ts
 * expandPath(ENDPOINTS.downloadQr, { qr_id: 12 }); // "/api/qr/download/12"
 * ```
 */
export function expandPath<E extends Endpoint>(endpoint: E, values: PathValues<E>): string {
  const byName = values as Readonly<Record<string, string | number>>;
  return endpoint.path.replace(PARAM, (_, name: string) => encodeURIComponent(String(byName[name])));
}
