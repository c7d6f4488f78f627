import rateLimit from "@fastify/rate-limit";
import { QrbarError } from "@qrbar/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { routesWhere } from "../routes/routes-where.js";
import { describeWait, describeWindow } from "./describe-duration.js";
import { type RouteInfo, routeCounterPrefix, windowCounterStore } from "./window-counter-store.js";

/** What one request costs against the rate limit when it stands for several (a batch of n items costs n). */
export interface RequestCost {
  /** Requests it counts as, read from the parsed body (1 or less: just itself). */
  readonly of: (request: FastifyRequest) => number;
  /** What each request's worth is, for the message ("item"). */
  readonly per: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's requests may cost more than one against the rate limit (see {@link RequestCost}). */
    requestCost?: RequestCost;
  }
}

/** Options of {@link rateLimitPlugin}. */
export interface RateLimitOptions {
  /** Requests per client per window. */
  readonly max: number;
  /** Window length in milliseconds. */
  readonly windowMs: number;
  /** Requests per client per minute to the documents ({@link DOCUMENT_ROUTES}), apart from `max` (default 120). */
  readonly documentsMax?: number;
}

/**
 * Routes that never count, as the contract marks them (`rateLimited: false`): health checks, the reference
 * docs (with their assets), the OpenAPI document, and the static pages outside the API (the playground at
 * `/` with its assets, `/llms.txt`). `/mcp` counts: it generates.
 */
const EXEMPT_ROUTES = routesWhere((endpoint) => !endpoint.rateLimited);

/**
 * The documents (`documentBudget` in the contract: the reference, its page and assets, `/llms.txt`, the
 * playground): outside the API's budget, but counted together against a budget of their own per client
 * and minute. Served from prebuilt bytes, one costs little, but a flood of them still takes the event
 * loop from other clients; the over-budget answer, a small 429, costs less.
 */
const DOCUMENT_ROUTES = routesWhere((endpoint) => endpoint.documentBudget === true);

/** The group the documents' routes count in together (one key per client, one counter prefix). */
const DOCUMENTS_GROUP = "documents";

const DOCUMENTS_WINDOW_MS = 60_000;

const isDocument = (request: FastifyRequest): boolean => {
  const limit = request.routeOptions.config.rateLimit;
  return typeof limit === "object" && limit.groupId === DOCUMENTS_GROUP;
};

/**
 * Whether a request is outside the limit: CORS preflights, the exempt routes, and unknown paths not
 * under `/api/`. Decided on the route the router chose (and, for an unknown path, on the canonical
 * URL it was given, see `canonicalUrl`), so no spelling of a path can reach a counted route uncounted.
 */
const isExempt = (request: FastifyRequest): boolean => {
  if (request.method === "OPTIONS") return true;
  const route = request.routeOptions.url;
  return route === undefined ? !request.url.startsWith("/api/") : EXEMPT_ROUTES.has(route);
};

/** Why a request that costs `cost` does not fit the `left` requests of the window, and what to do. */
function costMessage(cost: number, per: string, left: number, options: RateLimitOptions, resetSeconds: number): string {
  const budget = `${options.max} requests per ${describeWindow(options.windowMs)}`;
  const wait = `retry in ${describeWait(resetSeconds)}`;
  return left === 0
    ? `this request costs ${cost} requests (one per ${per}) and none of the rate limit's ${budget} are left; ${wait}`
    : `this request costs ${cost} requests (one per ${per}) but only ${left} of the rate limit's ${budget} are left; send at most ${left} ${per}s at once, or ${wait}`;
}

/**
 * The public rate limit (docs/decisions.md): `max` requests per client (`request.client`: the connection's
 * address, or `X-Forwarded-For` with `TRUST_PROXY`; an IPv6 address by its /64, see `clientKey`) per
 * fixed window that starts at the client's first request, counted in `app.budgetCounter` (shared by
 * every instance over Redis or PostgreSQL, see `budgetCounterPlugin`). Every `/api` request counts,
 * failures and unknown routes included, but health, docs, the OpenAPI document and CORS preflights.
 * Limited responses carry `X-RateLimit-Limit`, `-Remaining` and `-Reset` (whole seconds to the
 * reset); the request over the limit is `429 RATE_LIMITED` with `Retry-After`. The not-found handler
 * opts in with `app.rateLimit()` (see the error handling). The documents count apart, against
 * `documentsMax` a minute (see {@link DOCUMENT_ROUTES}).
 *
 * A route whose requests stand for several (`config.requestCost`: a batch of n items costs n) pays the
 * rest of its cost once its body is parsed, before its handler runs: in one atomic step, and only if
 * it all fits what is left; a request that does not fit is refused whole with `429 RATE_LIMITED`
 * naming its cost and what is left, and costs just itself. `X-RateLimit-Remaining` then says what is
 * left after it.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const { max, windowMs, documentsMax = 120 } = options;
  const counter = app.budgetCounter;

  // Before @fastify/rate-limit's own onRoute hook, which reads a route's config: the documents' routes
  // get their budget (a limiter of their own, shared through the group).
  app.addHook("onRoute", (route) => {
    if (!DOCUMENT_ROUTES.has(route.url ?? "")) return;
    route.config = {
      ...route.config,
      rateLimit: {
        max: documentsMax,
        timeWindow: DOCUMENTS_WINDOW_MS,
        groupId: DOCUMENTS_GROUP,
        allowList: () => false,
      },
    };
  });

  /** Charges the rest of a request's cost under `prefix` + its client (its first one was counted on arrival). */
  const payRest = (cost: RequestCost, prefix: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    // Only a request the limit counted (it carries the limit's headers) pays the rest of its cost.
    if (!reply.hasHeader("x-ratelimit-limit")) return;
    const requests = cost.of(request);
    if (requests <= 1) return;
    const { count, ttlMs, counted } = await counter.hit(prefix + request.client, windowMs, requests - 1, max);
    const left = Math.max(0, max - count);
    const resetSeconds = Math.ceil(ttlMs / 1000);
    reply.header("x-ratelimit-remaining", left).header("x-ratelimit-reset", resetSeconds);
    if (!counted) {
      throw new QrbarError("RATE_LIMITED", costMessage(requests, cost.per, left, options, resetSeconds), {
        retryAfterSeconds: resetSeconds,
      });
    }
  };

  app.addHook("onRoute", (route) => {
    const cost = route.config?.requestCost;
    if (!cost) return;
    const limit = route.config?.rateLimit;
    const prefix =
      typeof limit === "object" ? routeCounterPrefix({ groupId: limit.groupId, routeInfo: route as RouteInfo }) : "";
    const hooks =
      route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...hooks, payRest(cost, prefix)];
  });

  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    store: windowCounterStore(counter),
    allowList: (request) => isExempt(request),
    keyGenerator: (request) => request.client,
    errorResponseBuilder: (request, context) =>
      new QrbarError(
        "RATE_LIMITED",
        isDocument(request)
          ? `rate limit of ${context.max} requests per ${describeWindow(DOCUMENTS_WINDOW_MS)} to the documents (the reference, its page, /llms.txt, the playground) exceeded; retry in ${context.after}`
          : `rate limit of ${context.max} requests per ${describeWindow(windowMs)} exceeded; retry in ${context.after}`,
      ),
  });
});
