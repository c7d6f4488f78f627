import { parseQuery } from "../../fields/uri-query.js";

const WEB_LINK = /^https?:\/\/\S+$/i;

/**
 * Reads a decoded payload as an http(s) link whose host `hosts` matches: the parsed URL, or `undefined`
 * for any other text (another scheme, whitespace, credentials or a port in the authority, another host).
 * Every app link parser starts here, so each claims only its own hosts.
 *
 * @example
 * ```ts
 * readWebLink("https://t.me/durov", /^t\.me$/)?.pathname; // "/durov"
 * readWebLink("https://example.com/durov", /^t\.me$/);    // undefined
 * ```
 */
export function readWebLink(payload: string, hosts: RegExp): URL | undefined {
  if (!WEB_LINK.test(payload)) return undefined;
  let url: URL;
  try {
    url = new URL(payload);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.port) return undefined;
  return hosts.test(url.hostname) ? url : undefined;
}

/**
 * `decodeURIComponent`, or `undefined` for malformed percent-encoding.
 *
 * @example
 * ```ts
 * decodeComponent("%40nasa"); // "@nasa"
 * decodeComponent("%E0%A4%A"); // undefined
 * ```
 */
export function decodeComponent(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The decoded value of query parameter `name` of `url` (`+` stays a plus sign, RFC 3986), or `undefined`
 * when it is absent or the query is not valid percent-encoding.
 *
 * @example
 * ```ts
 * queryParam(new URL("https://wa.me/1?text=a%20b+c"), "text"); // "a b+c"
 * ```
 */
export const queryParam = (url: URL, name: string): string | undefined => parseQuery(url.search.slice(1))?.get(name);
