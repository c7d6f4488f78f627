import rateLimit from "@fastify/rate-limit";
import { QrbarError } from "@qrbar/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Options of {@link rateLimitPlugin}. */
export interface RateLimitOptions {
  /** Requests per client per window. */
  readonly max: number;
  /** Window length in milliseconds. */
  readonly windowMs: number;
}

/** Paths that never count: health checks and the reference docs. */
const EXEMPT = /^\/api\/(?:health|openapi\.json|docs)(?:[/?]|$)/;

/** Whether a request is outside the limit: CORS preflights, exempt paths, anything not under /api. */
const isExempt = (request: FastifyRequest): boolean =>
  request.method === "OPTIONS" || !request.url.startsWith("/api/") || EXEMPT.test(request.url);

const describeWindow = (ms: number): string =>
  ms % 3_600_000 === 0
    ? `${ms / 3_600_000} hour${ms === 3_600_000 ? "" : "s"}`
    : ms % 60_000 === 0
      ? `${ms / 60_000} minutes`
      : `${ms / 1000} seconds`;

/**
 * The public rate limit (decisions.md): `max` requests per client (the connection's address, or
 * `X-Forwarded-For` with `TRUST_PROXY`) per fixed window that starts at the client's first request.
 * Every `/api` request counts, failures and unknown routes included, but health, docs, the OpenAPI
 * document and CORS preflights. Limited responses carry `X-RateLimit-Limit`, `-Remaining` and
 * `-Reset` (whole seconds to the reset); the request over the limit is `429 RATE_LIMITED` with
 * `Retry-After`. The not-found handler opts in with `app.rateLimit()` (see the error handling).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { max, windowMs }: RateLimitOptions) => {
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    allowList: (request) => isExempt(request),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new QrbarError(
        "RATE_LIMITED",
        `rate limit of ${context.max} requests per ${describeWindow(windowMs)} exceeded; retry in ${context.after}`,
      ),
  });
});
