import { getJson } from "./api.js";

/** The part of JSON Schema the forms read (what TypeBox writes for the contract). */
export interface JsonSchema {
  readonly type?: string;
  readonly $ref?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly enum?: readonly (string | number)[];
  readonly const?: string | number;
  readonly description?: string;
  readonly default?: unknown;
  readonly examples?: readonly unknown[];
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
}

/** The catalogs of `GET /api/types`. */
export interface Catalogs {
  readonly qr: {
    readonly types: Record<string, string>;
    readonly examples: Record<string, Record<string, unknown>>;
    readonly schemas: Record<string, JsonSchema>;
  };
  readonly barcode: {
    readonly types: Record<string, string>;
    readonly examples: Record<string, string>;
    readonly rules: Record<string, BarcodeRules>;
  };
}

/** How a barcode type's content is written (`GET /api/barcode/types` `rules`). */
export interface BarcodeRules {
  readonly family?: string;
  readonly characters?: string;
  readonly length?: string;
  readonly check_digit?: string;
  readonly check_algorithm?: string;
  readonly pattern?: string;
}

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components?: { readonly schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  readonly requestBody?: {
    readonly content: Record<string, { schema: JsonSchema; examples?: Record<string, { value: unknown }> }>;
  };
}

let catalogs: Promise<Catalogs> | undefined;
let openApi: Promise<OpenApiDocument> | undefined;

/** `GET /api/types`, fetched once for every tab. */
export function loadCatalogs(): Promise<Catalogs> {
  catalogs ??= getJson<Catalogs>("/api/types");
  return catalogs;
}

/**
 * The JSON body schema and first example of `POST path` from the server's OpenAPI document, `$ref`s
 * resolved: the forms follow whatever the running server accepts, new options included.
 */
export async function requestSchema(path: string): Promise<{ schema: JsonSchema; example: unknown }> {
  openApi ??= getJson<OpenApiDocument>("/api/openapi.json");
  const doc = await openApi;
  const body = doc.paths[path]?.post?.requestBody?.content["application/json"];
  if (!body) throw new Error(`the OpenAPI document has no JSON body for POST ${path}`);
  const dereference = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? (doc.components?.schemas?.[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;
  const resolve = (schema: JsonSchema): JsonSchema => {
    const found = dereference(schema);
    // A body of one variant per type (`oneOf` on `type`, the QR request): the variants share every field but
    // `type` and `content`, which the forms take from the catalog; the first variant stands for them all.
    const target = !found.properties && found.oneOf?.[0] ? dereference(found.oneOf[0]) : found;
    return {
      ...target,
      ...(target.properties
        ? { properties: Object.fromEntries(Object.entries(target.properties).map(([k, v]) => [k, resolve(v)])) }
        : {}),
      ...(target.items ? { items: resolve(target.items) } : {}),
    };
  };
  const example = Object.values(body.examples ?? {})[0]?.value;
  return { schema: resolve(body.schema), example };
}

/** The values of an enumeration (`anyOf` of constants, or `enum`), else undefined. */
export function enumValues(schema: JsonSchema): (string | number)[] | undefined {
  if (schema.enum) return [...schema.enum];
  if (!schema.anyOf?.length) return undefined;
  const values = schema.anyOf.map((s) => s.const ?? (s.enum?.length === 1 ? s.enum[0] : undefined));
  return values.every((v) => v !== undefined) ? (values as (string | number)[]) : undefined;
}

/** Words of field keys written in capitals in a label. */
const ACRONYMS = new Set([
  "ssid",
  "url",
  "uri",
  "eap",
  "id",
  "iban",
  "bic",
  "upi",
  "otp",
  "sscc",
  "cc",
  "bcc",
  "dpi",
  "scac",
  "vat",
  "ios",
  "pin",
  "gs1",
  "qr",
]);

/** `postal_code` → `Postal code`, `ssid` → `SSID`. */
export function labelOf(key: string): string {
  const words = key.split("_").map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w));
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
