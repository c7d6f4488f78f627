/** The parts of a JSON Schema read to turn text (options, query parameters) into typed values. */
export interface JsonSchema {
  readonly type?: string;
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly description?: string;
  readonly default?: unknown;
}

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

function fits(value: unknown, schema: JsonSchema): boolean {
  if (schema.const !== undefined) return value === schema.const;
  switch (schema.type) {
    case "string":
      return typeof value === "string";
    case "number":
    case "integer":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads one option string as the value its schema asks for: a number, a boolean, a JSON object or
 * array, or the string itself. A value that fits no reading stays a string, so that validation
 * names the field and the rule it breaks.
 *
 * @example
 * ```ts
 * coerceValue("8", { anyOf: [{ const: 6, type: "number" }, { const: 8, type: "number" }] }); // 8
 * coerceValue("12.50", { anyOf: [{ type: "string" }, { type: "number" }] }); // "12.50"
 * ```
 */
export function coerceValue(raw: string, schema: JsonSchema | undefined): unknown {
  if (!schema) return raw;
  if (schema.anyOf) {
    for (const branch of schema.anyOf) {
      const value = coerceValue(raw, branch);
      if (fits(value, branch)) return value;
    }
    return raw;
  }
  switch (schema.type) {
    case "string":
      return raw;
    case "number":
    case "integer":
      return NUMBER.test(raw.trim()) ? Number(raw) : raw;
    case "boolean":
      return /^(?:true|yes|on|1)$/i.test(raw) ? true : /^(?:false|no|off|0)$/i.test(raw) ? false : raw;
    case "object":
    case "array":
      return parseJson(raw) ?? raw;
    default:
      // No type: any JSON value (the `json` QR type), else the text itself.
      return parseJson(raw) ?? raw;
  }
}
