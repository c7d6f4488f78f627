import { QrbarError } from "../../errors/qrbar-error.js";
import { hasControlCharacter } from "./control-characters.js";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_LIKE = /^[^\s/:?#]+\.[^\s/:?#]+(?:[:/?#]|$)/;

/**
 * Checks a web address and writes it serialised (WHATWG URL, which gives an RFC 3986 URI for http and https):
 * `example.com/x` gains `https://`; the host is lower-cased (an IDN host becomes its `xn--` form); spaces, `"`,
 * `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}` and every character beyond ASCII are percent-encoded as UTF-8. Only http and https
 * with a host pass; a control character anywhere (a tab or line break that `new URL()` would silently drop) is
 * refused rather than dropped. Either refusal is a `VALIDATION_ERROR` naming `field`. The `/` that an empty path
 * serialises to is left out when the caller did not write it, so `https://example.com` stays as it was.
 *
 * @example
 * ```ts
 * toWebAddress("example.com/menu", "content.url"); // "https://example.com/menu"
 * toWebAddress("https://Example.com/a b?q=\"x\"", "content.url"); // "https://example.com/a%20b?q=%22x%22"
 * ```
 */
export function toWebAddress(raw: string, field: string): string {
  const candidate = raw.trim();
  if (hasControlCharacter(candidate)) {
    throw QrbarError.field(field, "must not contain control characters such as tabs or line breaks");
  }
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
  // WHATWG leaves a few characters RFC 3986 does not allow (a backslash in the fragment, `^ | { }` in the path):
  // encode them too, so a vCard or MECARD reader never meets a `\` it would take for an escape.
  const href = url.href.replace(/[\\^`{|}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const bareAuthority = /^https?:\/\/[^/?#\\]*$/i.test(withScheme);
  return bareAuthority && url.pathname === "/" && href.endsWith("/") ? href.slice(0, -1) : href;
}
