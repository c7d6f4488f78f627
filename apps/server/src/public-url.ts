import type { FastifyRequest } from "fastify";

/**
 * The absolute origin clients reach us at: `PUBLIC_BASE_URL` when set, else the request's own
 * protocol and host (which honour `X-Forwarded-*` only when `TRUST_PROXY` is set).
 */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}

/** Absolute URL of the reference docs, for `api_docs` and `documentation`. */
export function docsUrl(request: FastifyRequest, configured: string | undefined): string {
  return `${publicOrigin(request, configured)}/api/docs`;
}
