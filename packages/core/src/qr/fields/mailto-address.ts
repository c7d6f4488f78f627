import { domainToASCII, domainToUnicode } from "#platform";
import { QrbarError } from "../../errors/qrbar-error.js";

/** A domain as an address holds it: dot-separated labels of letters (any script), digits and hyphens. */
const DOMAIN = /^[\p{L}\p{N}\p{M}-]+(?:\.[\p{L}\p{N}\p{M}-]+)+$/u;

/**
 * Writes an e-mail address for the `to` part of a `mailto:` URI (RFC 6068 section 2): the local part percent-encoded
 * as UTF-8 except for the unreserved characters and the delimiters `!$'()*+` that section 2 lets through, so `%`,
 * `?`, `#`, `&` and `/` cannot end the address or start a header field; a domain beyond ASCII in its IDNA A-label
 * form (`xn--...`, section 2's recommended form of an internationalised domain). A domain that is no host name is a
 * `VALIDATION_ERROR` on `field`.
 *
 * @example
 * ```ts
 * toMailtoAddress("a?b@example.com", "content.email"); // "a%3Fb@example.com"
 * toMailtoAddress("jürgen@bücher.example", "content.email"); // "j%C3%BCrgen@xn--bcher-kva.example"
 * ```
 */
export function toMailtoAddress(address: string, field: string): string {
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const ascii = DOMAIN.test(domain) ? domainToASCII(domain) : "";
  if (at < 1 || !ascii) throw QrbarError.field(field, "must be an e-mail address whose domain is a host name");
  return `${encodeURIComponent(local).replace(/%2B/g, "+").replace(/%24/g, "$")}@${ascii}`;
}

/**
 * Reads the address of a `mailto:` URI's `to` part back: percent-decoded, an A-label domain in its Unicode form;
 * `undefined` for malformed percent-encoding.
 *
 * @example
 * ```ts
 * fromMailtoAddress("j%C3%BCrgen@xn--bcher-kva.example"); // "jürgen@bücher.example"
 * ```
 */
export function fromMailtoAddress(raw: string): string | undefined {
  let address: string;
  try {
    address = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  return at < 0 || !/(?:^|\.)xn--/i.test(domain) ? address : `${address.slice(0, at)}@${domainToUnicode(domain)}`;
}
