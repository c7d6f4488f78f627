/** The highest quality the `Accept` header gives to media types that `matches` selects, 0 if none. */
function quality(accept: string, matches: (type: string) => boolean): number {
  let best = 0;
  for (const entry of accept.split(",")) {
    const [type = "", ...params] = entry.trim().toLowerCase().split(";");
    if (!matches(type.trim())) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    best = Math.max(best, q === undefined ? 1 : Number(q) || 0);
  }
  return best;
}

/**
 * Whether a client prefers an image to JSON: its `Accept` names an image type (`image/*`,
 * `image/png`, ...) above any JSON type. Browsers loading an `<img>` do; `curl` (`* / *`), fetch
 * and the client do not. A wildcard `*\/*` counts for neither.
 *
 * @example
 * ```ts
 * prefersImage("image/avif,image/webp,image/apng,image/svg+xml,image/*,*\/*;q=0.8"); // true
 * prefersImage("application/json, image/png;q=0.5"); // false
 * ```
 */
export function prefersImage(accept: string | undefined): boolean {
  if (!accept) return false;
  const image = quality(accept, (type) => type.startsWith("image/"));
  const json = quality(accept, (type) => type === "application/json" || type === "application/*");
  return image > 0 && image > json;
}

/**
 * Whether an `If-None-Match` header matches a strong `etag` (weak comparison, as RFC 9110 asks
 * for `If-None-Match`; `*` matches anything).
 *
 * @example
 * ```ts
 * ifNoneMatchHits('"abc", W/"def"', '"def"'); // true
 * ```
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  return header?.split(/\s*,\s*/).some((tag) => tag === etag || tag === `W/${etag}` || tag === "*") ?? false;
}
