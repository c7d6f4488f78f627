import { percentEncode } from "./percent-encode.js";

/**
 * Writes `?name=value&...` from the pairs whose value is defined, values percent-encoded per RFC 3986 (a space is
 * `%20`, and `+ & = #` cannot break the query apart); `""` when no value is defined.
 *
 * @example
 * ```ts
 * formatQuery([["amount", "1.5"], ["label", undefined], ["message", "Hi there"]]); // "?amount=1.5&message=Hi%20there"
 * ```
 */
export function formatQuery(pairs: ReadonlyArray<readonly [string, string | undefined]>): string {
  const parts = pairs.flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${percentEncode(value)}`]));
  return parts.length ? `?${parts.join("&")}` : "";
}

/**
 * Reads a URI query (without the `?`) into a map of percent-decoded values; the first of repeated names wins, and
 * `+` stays a plus sign (RFC 3986, not HTML forms). `undefined` when a value is not valid percent-encoding.
 *
 * @example
 * ```ts
 * parseQuery("amount=1.5&message=Hi%20there")?.get("message"); // "Hi there"
 * ```
 */
export function parseQuery(query: string): Map<string, string> | undefined {
  const values = new Map<string, string>();
  for (const part of query.split("&").filter(Boolean)) {
    const at = part.indexOf("=");
    try {
      const name = decodeURIComponent(at < 0 ? part : part.slice(0, at));
      if (!values.has(name)) values.set(name, decodeURIComponent(at < 0 ? "" : part.slice(at + 1)));
    } catch {
      return undefined;
    }
  }
  return values;
}

/**
 * Every value of a repeated query name, in order (Solana Pay's `reference`), percent-decoded, or `undefined` on bad
 * percent-encoding.
 *
 * @example
 * ```ts
 * queryValues("reference=a&reference=b", "reference"); // ["a", "b"]
 * ```
 */
export function queryValues(query: string, name: string): string[] | undefined {
  try {
    return query
      .split("&")
      .filter((part) => part.startsWith(`${name}=`))
      .map((part) => decodeURIComponent(part.slice(name.length + 1)));
  } catch {
    return undefined;
  }
}
