/** `http://host[:port]` or `https://…` before the path of an absolute-form request target. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/** A percent-escape of an unreserved character (RFC 3986 section 2.3), which means the character itself. */
const ESCAPED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/gi;

/** Any other percent-escape, whose hex digits are upper-cased (RFC 3986 section 6.2.2.1). */
const ESCAPE = /%[0-9a-f]{2}/gi;

/** The path's segments with `.`, `..` and empty ones (duplicate slashes) resolved. */
function resolveSegments(path: string): string[] {
  const out: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") out.pop();
    else out.push(segment);
  }
  return out;
}

/**
 * The one form of a request target that routing, the rate limit, its exemptions and the logs all
 * see (Fastify's `rewriteUrl`): an absolute-form target (`http://host/api/x`) becomes its path,
 * escapes of unreserved characters are decoded (`/%61pi` is `/api`) and the others upper-cased,
 * dot segments are resolved, duplicate and trailing slashes dropped; the query is kept as sent and
 * a fragment dropped. Case is kept: routes are case-sensitive, so `/API/x` is a 404. A target that
 * is not a path (`*`, `host:443`) is returned unchanged and routes nowhere.
 *
 * @example
 * ```ts
 * canonicalUrl("http://qr.example.com//%61pi/./qr/generate/?x=1"); // "/api/qr/generate?x=1"
 * ```
 */
export function canonicalUrl(target: string): string {
  const origin = ABSOLUTE_FORM.exec(target)?.[0];
  const url = origin === undefined ? target : `/${target.slice(origin.length)}`;
  if (!url.startsWith("/")) return target;
  const queryAt = url.indexOf("?");
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt).split("#")[0];
  const path = (rawPath.split("#")[0] ?? "")
    .replace(ESCAPED_UNRESERVED, (hex) => String.fromCharCode(Number.parseInt(hex.slice(1), 16)))
    .replace(ESCAPE, (hex) => hex.toUpperCase());
  return `/${resolveSegments(path).join("/")}${query}`;
}
