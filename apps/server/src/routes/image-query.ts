import { BarcodeCustomizationSchema, fieldsToObject, type JsonSchema, QrCustomizationSchema } from "@qrbar/contract";
import { QrbarError, qrCatalog } from "@qrbar/core";
import { assertNoPrototypeKeys } from "@qrbar/core/service";

/** A parsed query string: each name with one value, or several when it is repeated. */
export type Query = Readonly<Record<string, string | readonly string[] | undefined>>;

const QR_CUSTOMIZATION = QrCustomizationSchema as unknown as JsonSchema;
const BARCODE_CUSTOMIZATION = BarcodeCustomizationSchema as unknown as JsonSchema;
const customizationNames = (schema: JsonSchema) => new Set(Object.keys(schema.properties ?? {}));
const QR_CUSTOMIZATION_NAMES = customizationNames(QR_CUSTOMIZATION);
const BARCODE_CUSTOMIZATION_NAMES = customizationNames(BARCODE_CUSTOMIZATION);

/** Prefix that marks a query parameter as a content field whatever its name (`content.type` for `otp`). */
const CONTENT_PREFIX = "content.";

const values = (value: string | readonly string[] | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === "string" ? [value] : value;

/** The one value of a parameter that may appear once, or `undefined` when it is absent. */
function single(query: Query, name: string): string | undefined {
  const given = values(query[name]);
  if (given.length > 1) throw QrbarError.field(name, `is given ${given.length} times; give it once`);
  return given[0];
}

/** The one value of a parameter that must be given once. */
function required(query: Query, name: string, hint: string): string {
  const value = single(query, name);
  if (value === undefined) throw QrbarError.field(name, `is required: ${hint}`);
  return value;
}

/** `content` as a JSON object, when the caller sent the whole content that way. */
function contentJson(query: Query): Record<string, unknown> {
  const text = single(query, "content");
  if (text === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw QrbarError.field(
      "content",
      'must be a JSON object such as {"url":"https://example.com"}, or leave it out and give each content field as its own parameter',
    );
  }
  assertNoPrototypeKeys(parsed, "content");
  return parsed as Record<string, unknown>;
}

/** Whether `text` parses as JSON. */
function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The customization object from the parameters named like its fields, or `undefined` when none is.
 * A design object (`eye`, `gradient`, `frame`) is JSON; one that does not parse is refused as such,
 * rather than as the text it would otherwise stay.
 */
function customizationFrom(query: Query, schema: JsonSchema, names: ReadonlySet<string>) {
  const given = Object.entries(query)
    .filter(([name]) => names.has(name))
    .map(([name, value]) => [name, values(value)] as const);
  if (given.length === 0) return undefined;
  for (const [name, texts] of given) {
    if (schema.properties?.[name]?.type === "object" && texts.some((text) => !parses(text))) {
      throw QrbarError.field(
        `customization.${name}`,
        `must be a JSON object (URL-encoded), as in the POST body's customization.${name}; this is not JSON`,
      );
    }
  }
  return fieldsToObject(schema, given, (field, message) => QrbarError.field(`customization.${field}`, message));
}

/**
 * The `POST /api/qr/generate` body a `GET /api/qr/image` query stands for. `type` is the type;
 * `size`, `format`, `fill_color`, `back_color`, `error_correction` and `margin` are the
 * customization; every other parameter is a content field, read as the type's content schema says
 * (`latitude=46.5` a number, `hidden=true` a boolean, `address.city=Bern` a nested field, a
 * repeated name an array). `content.<field>` names a content field whose name is taken
 * (`content.type=totp`), and `content` may carry the whole content as a JSON object, which the
 * single fields then complete or override.
 *
 * @example
 * ```ts
 * qrRequestFromQuery({ type: "url", url: "https://example.com", size: "300" });
 * // { type: "url", content: { url: "https://example.com" }, customization: { size: 300 } }
 * ```
 */
export function qrRequestFromQuery(query: Query): Record<string, unknown> {
  const type = required(query, "type", "a QR type key from GET /api/qr/types, such as type=url");
  const schema = qrCatalog().schemas[type.toLowerCase()] as JsonSchema | undefined;
  const fields = Object.entries(query)
    .filter(([name]) => name !== "type" && name !== "content" && !QR_CUSTOMIZATION_NAMES.has(name))
    .map(
      ([name, value]) =>
        [name.startsWith(CONTENT_PREFIX) ? name.slice(CONTENT_PREFIX.length) : name, values(value)] as const,
    );
  const content = {
    ...contentJson(query),
    ...fieldsToObject(schema ?? {}, fields, (field, message) => QrbarError.field(`content.${field}`, message)),
  };
  const customization = customizationFrom(query, QR_CUSTOMIZATION, QR_CUSTOMIZATION_NAMES);
  return { type, content, ...(customization ? { customization } : {}) };
}

/**
 * The `POST /api/barcode/generate` body a `GET /api/barcode/image` query stands for: `type`,
 * `content`, and the customization fields `width`, `height`, `bar_color`, `background_color`,
 * `show_text` and `format`. Any other parameter is refused, naming the known ones.
 *
 * @example
 * ```ts
 * barcodeRequestFromQuery({ type: "ean13", content: "590123412345", show_text: "false" });
 * // { type: "ean13", content: "590123412345", customization: { show_text: false } }
 * ```
 */
export function barcodeRequestFromQuery(query: Query): Record<string, unknown> {
  const known = ["type", "content", ...BARCODE_CUSTOMIZATION_NAMES];
  const unknown = Object.keys(query).find((name) => !known.includes(name));
  if (unknown !== undefined) {
    throw QrbarError.field(unknown, `is not a parameter of this route; use ${known.join(", ")}`);
  }
  const customization = customizationFrom(query, BARCODE_CUSTOMIZATION, BARCODE_CUSTOMIZATION_NAMES);
  return {
    type: required(query, "type", "a barcode type key from GET /api/barcode/types, such as type=ean13"),
    content: required(query, "content", "the data to encode, such as content=590123412345"),
    ...(customization ? { customization } : {}),
  };
}
