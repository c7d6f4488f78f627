import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../errors/qrbar-error.js";
import { defineQrType } from "../qr-type.js";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_LIKE = /^[^\s/:?#]+\.[^\s/:?#]+(?:[:/?#]|$)/;

/**
 * Normalises a web address: `example.com/x` gains `https://`; only http and https are accepted.
 * Throws a `VALIDATION_ERROR` on `content.url` otherwise.
 */
function normaliseWebAddress(raw: string): string {
  const candidate = raw.trim();
  const withScheme = SCHEME.test(candidate) ? candidate : HOST_LIKE.test(candidate) ? `https://${candidate}` : "";
  let url: URL | undefined;
  try {
    url = withScheme ? new URL(withScheme) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) {
    throw QrbarError.field("content.url", "must be a web address such as https://example.com");
  }
  // Keep what the caller wrote (WHATWG serialisation would add a trailing slash to bare origins).
  return withScheme;
}

/** A web address (http or https). A bare host such as `example.com` gets `https://` in front. */
export const url = defineQrType({
  key: "url",
  label: "Website URL",
  schema: Type.Object(
    {
      url: Type.String({
        minLength: 1,
        maxLength: 4096,
        description: "An http(s) address; `https://` is added when no scheme is given.",
      }),
    },
    { additionalProperties: false },
  ),
  example: { url: "https://example.com" },
  build: (content) => normaliseWebAddress(content.url),
  parse: (payload) => (/^https?:\/\/\S+$/i.test(payload) ? { url: payload } : undefined),
});
