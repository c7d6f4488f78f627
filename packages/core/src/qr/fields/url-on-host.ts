/**
 * Parses text as an http(s) URL on one of `hosts` (lower case) whose path is one of `paths`, or
 * returns `undefined`: how the map-link types recognise their own payloads.
 *
 * @example
 * ```ts
 * urlOnHost("https://waze.com/ul?ll=1,2", ["waze.com", "www.waze.com"], ["/ul"])?.searchParams.get("ll"); // "1,2"
 * ```
 */
export function urlOnHost(text: string, hosts: readonly string[], paths: readonly string[]): URL | undefined {
  if (!/^https?:\/\/\S+$/i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  return hosts.includes(url.hostname) && paths.includes(url.pathname) ? url : undefined;
}
