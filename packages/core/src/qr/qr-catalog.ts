import { QR_TYPES } from "./registry.js";

/** The QR type catalog, without the documentation address the server adds. */
export interface QrCatalog {
  /** Type key to display label. */
  readonly types: Record<string, string>;
  /** Number of types. */
  readonly count: number;
  /** Type key to a sample content object. */
  readonly examples: Record<string, Record<string, unknown>>;
  /** Type key to the JSON Schema of its content. */
  readonly schemas: Record<string, unknown>;
}

/**
 * Lists every QR type with its label, example content and content schema, each by type key in an
 * object without a prototype (so `key in qrCatalog().types` holds for type keys only).
 *
 * @example
 * ```ts
 * qrCatalog().types.url; // "Website URL"
 * ```
 */
export function qrCatalog(): QrCatalog {
  // Without a prototype, a key a caller chooses (`constructor`, `__proto__`) finds no type.
  const entries = (pick: (d: (typeof QR_TYPES)[number]) => unknown) =>
    Object.assign(Object.create(null), Object.fromEntries(QR_TYPES.map((d) => [d.key, pick(d)])));
  return {
    types: entries((d) => d.label) as Record<string, string>,
    count: QR_TYPES.length,
    examples: entries((d) => d.example) as Record<string, Record<string, unknown>>,
    schemas: entries((d) => JSON.parse(JSON.stringify(d.schema))),
  };
}
