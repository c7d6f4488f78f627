import type { QrTypeDefinition } from "./qr-type.js";
import { QR_TYPES } from "./registry.js";

/** What a decoded text is: a QR type key and its fields. */
export interface ParsedPayload {
  /** A QR type key; `text` when nothing more specific matches. */
  readonly format: string;
  /** The content fields, as the type's `content` object. */
  readonly parsed: Record<string, unknown>;
}

const FALLBACKS = ["url", "text"];

/** Specific types first (registry order), then the generic `url`, then `text`. */
const PARSE_ORDER: readonly QrTypeDefinition[] = [
  ...QR_TYPES.filter((d) => !FALLBACKS.includes(d.key)),
  ...FALLBACKS.map((key) => QR_TYPES.find((d) => d.key === key)).filter((d): d is QrTypeDefinition => !!d),
];

/**
 * Reads a decoded payload back into a QR type and its content: the inverse of generation.
 * Unknown text is `{ format: "text", parsed: { text } }`.
 *
 * @example
 * ```ts
 * parsePayload("mailto:a@example.com?subject=Hi");
 * // { format: "email", parsed: { email: "a@example.com", subject: "Hi" } }
 * ```
 */
export function parsePayload(text: string): ParsedPayload {
  for (const definition of PARSE_ORDER) {
    let parsed: Record<string, unknown> | undefined;
    try {
      parsed = definition.parse?.(text) as Record<string, unknown> | undefined;
    } catch {
      parsed = undefined;
    }
    if (parsed) return { format: definition.key, parsed };
  }
  return { format: "text", parsed: { text } };
}
