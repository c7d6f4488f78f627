import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../errors/qrbar-error.js";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_LIKE = /^[^\s/:?#]+\.[^\s/:?#]+(?:[:/?#]|$)/;

/**
 * Schema of a web address as callers type it; {@link toWebAddress} checks and normalises it.
 *
 * @example
 * ```ts
 * const schema = Type.Object({ url: webAddressSchema("Company website.") });
 * ```
 */
export const webAddressSchema = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: 2048,
    description: `${description} An http(s) address; \`https://\` is added when no scheme is given.`,
    examples: ["https://example.com"],
  });

/**
 * Normalises a web address: `example.com/x` gains `https://`; only http and https with a host are
 * accepted, otherwise a `VALIDATION_ERROR` names `field`. What the caller wrote is kept otherwise
 * (no trailing slash is added).
 *
 * @example
 * ```ts
 * toWebAddress("example.com/menu", "content.url"); // "https://example.com/menu"
 * ```
 */
export function toWebAddress(raw: string, field: string): string {
  const candidate = raw.trim();
  const withScheme = SCHEME.test(candidate) ? candidate : HOST_LIKE.test(candidate) ? `https://${candidate}` : "";
  let url: URL | undefined;
  try {
    url = withScheme ? new URL(withScheme) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) {
    throw QrbarError.field(field, "must be a web address such as https://example.com");
  }
  return withScheme;
}
