import type { QrTypeDefinition } from "../qr-type.js";
import { QR_TYPES } from "../registry.js";
import { InvalidPayloadError } from "./invalid-payload.js";

/** What a decoded text is: a QR type key and its fields. */
export interface ParsedPayload {
  /** A QR type key; `text` when nothing more specific matches. */
  readonly format: string;
  /** The content fields, as the type's `content` object; empty when the payload is not valid. */
  readonly parsed: Record<string, unknown>;
  /** `false` when the text is of `format` but breaks a rule its standard makes a MUST; absent otherwise. */
  readonly valid?: false;
  /** Which rule an invalid payload breaks, e.g. `content.iban fails the mod-97 check`. */
  readonly problem?: string;
}

const FALLBACKS = ["url", "text"];

/** Specific types first (registry order), then the generic `url`, then `text`. */
const PARSE_ORDER: readonly QrTypeDefinition[] = [
  ...QR_TYPES.filter((d) => !FALLBACKS.includes(d.key)),
  ...FALLBACKS.map((key) => QR_TYPES.find((d) => d.key === key)).filter((d): d is QrTypeDefinition => !!d),
];

/**
 * Reads a decoded payload back into a QR type and its content: the inverse of generation.
 * Unknown text is `{ format: "text", parsed: { text } }`. Text recognisably of a type that breaks
 * one of its standard's MUSTs (an EPC code without its IBAN line, a Pix code with a wrong CRC) is
 * `{ format, parsed: {}, valid: false, problem }` unless another type reads it as valid: the fields
 * are not guessed.
 *
 * @example
 * ```ts
 * parsePayload("mailto:a@example.com?subject=Hi");
 * // { format: "email", parsed: { email: "a@example.com", subject: "Hi" } }
 * ```
 */
export function parsePayload(text: string): ParsedPayload {
  let invalid: ParsedPayload | undefined;
  for (const definition of PARSE_ORDER) {
    if (definition.key === "text" && invalid) return invalid;
    let parsed: Record<string, unknown> | undefined;
    try {
      parsed = definition.parse?.(text) as Record<string, unknown> | undefined;
    } catch (error) {
      if (error instanceof InvalidPayloadError) {
        invalid ??= { format: definition.key, parsed: {}, valid: false, problem: error.message };
      }
      parsed = undefined;
    }
    if (parsed) return { format: definition.key, parsed };
  }
  return { format: "text", parsed: { text } };
}
