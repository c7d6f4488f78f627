import type { FastifyRequest } from "fastify";

/**
 * A host as a client may name us: a DNS name or IPv4 address, or a bracketed IPv6 address, with
 * an optional port. Anything else in `Host` (a path, quotes, `@`, spaces, a scheme) is not used.
 */
const PLAIN_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The absolute origin clients reach us at: `PUBLIC_BASE_URL` when set, else the request's own
 * protocol and host (which honour `X-Forwarded-*` only when `TRUST_PROXY` is set), or undefined
 * when those are not a plain `http`/`https` and `host[:port]`: a forged `Host` is never echoed.
 */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string | undefined {
  if (configured) return configured;
  const { protocol, host } = request;
  return (protocol === "http" || protocol === "https") && PLAIN_HOST.test(host) ? `${protocol}://${host}` : undefined;
}

/**
 * URL of the reference docs, for `api_docs` and `documentation`: absolute from
 * {@link publicOrigin}, or the relative `/api/docs` when the request's host is not plain.
 */
export function docsUrl(request: FastifyRequest, configured: string | undefined): string {
  return `${publicOrigin(request, configured) ?? ""}/api/docs`;
}
