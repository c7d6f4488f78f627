/**
 * RFC 3986 percent-encoding of a URI component: every character but the unreserved ones
 * (`A-Z a-z 0-9 - . _ ~`) is encoded as UTF-8 bytes, so spaces are `%20` (never `+`).
 *
 * @example
 * ```ts
 * percentEncode("ACME Co (EU)"); // "ACME%20Co%20%28EU%29"
 * ```
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
