import { BarcodeCustomizationSchema, type JsonSchema, QrCustomizationSchema } from "@qrbar/contract";
import { clipText } from "@qrbar/core/service";

/** Most characters of a query string one log line carries. */
export const LOGGED_QUERY_LENGTH = 1024;

/** Characters of one parameter name, and of one value kept as it is, in the log. */
const NAME_LENGTH = 64;
const VALUE_LENGTH = 32;

/** The parts of a field's schema that say whether its values can carry text of the caller's. */
interface ValueSchema extends JsonSchema {
  readonly pattern?: string;
}

/** Whether a field takes only numbers, booleans, fixed choices or patterned strings (colours): never free text. */
const takesNoText = (schema: ValueSchema): boolean =>
  schema.type === "number" ||
  schema.type === "integer" ||
  schema.type === "boolean" ||
  schema.const !== undefined ||
  schema.pattern !== undefined ||
  (schema.anyOf?.every(takesNoText) ?? false);

/**
 * The parameters whose values are logged as sent: `type`, and the customization fields of the image
 * routes that take no text (size, colours, format, error correction, margin, ...), as the contract's
 * schemas say. Every other value (a content field, a Wi-Fi password, a logo, a frame's caption) may
 * carry what the caller would not have written to a log.
 */
const KEPT_VALUES = new Set([
  "type",
  ...[QrCustomizationSchema, BarcodeCustomizationSchema].flatMap((schema) =>
    Object.entries((schema as unknown as JsonSchema).properties ?? {})
      .filter(([, field]) => takesNoText(field))
      .map(([name]) => name),
  ),
]);

const redacted = (value: string) => `[redacted:${value.length} char${value.length === 1 ? "" : "s"}]`;

/**
 * The query string of `url` as a log line may hold it, or `undefined` when there is none: every
 * parameter's name (decoded, cut at 64 characters), the value of `type` and of the customization
 * fields that take no text (cut at 32), and every other value as `[redacted:N chars]`; at most
 * {@link LOGGED_QUERY_LENGTH} characters, the parameters left out counted.
 *
 * @example
 * ```ts
 * redactedQuery("/api/qr/image?type=wifi&ssid=Home&password=hunter22&size=300");
 * // "type=wifi&ssid=[redacted:4 chars]&password=[redacted:8 chars]&size=300"
 * ```
 */
export function redactedQuery(url: string): string | undefined {
  const at = url.indexOf("?");
  if (at === -1 || at === url.length - 1) return undefined;
  const params = [...new URLSearchParams(url.slice(at + 1))];
  const parts: string[] = [];
  let length = 0;
  for (const [i, [name, value]] of params.entries()) {
    const shown = KEPT_VALUES.has(name) || value === "" ? clipText(value, VALUE_LENGTH) : redacted(value);
    const part = `${clipText(name, NAME_LENGTH)}=${shown}`;
    if (length + part.length > LOGGED_QUERY_LENGTH) {
      parts.push(`…(${params.length - i} more)`);
      break;
    }
    parts.push(part);
    length += part.length + 1;
  }
  return parts.join("&");
}
