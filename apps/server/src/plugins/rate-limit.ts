import rateLimit from "@fastify/rate-limit";
import { createWindowCounter, QrbarError, type WindowCounter } from "@qrbar/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { countedByPrimary, type IpcEndpoint, PrimaryWindowCounter } from "../cluster/primary-window-counter.js";
import { routesWhere } from "../routes/routes-where.js";
import { windowCounterStore } from "./window-counter-store.js";

/** Options of {@link rateLimitPlugin}. */
export interface RateLimitOptions {
  /** Requests per client per window. */
  readonly max: number;
  /** Window length in milliseconds. */
  readonly windowMs: number;
  /** The storage URL: a Redis one keeps the counters in that Redis, shared by every instance (default `memory://`). */
  readonly storageUrl?: string;
  /** Requests per client per minute to the documents ({@link DOCUMENT_ROUTES}), apart from `max` (default 120). */
  readonly documentsMax?: number;
}

/**
 * How long one count may take before the request is counted in this process instead: a healthy Redis
 * or primary answers in well under a millisecond on loopback, a few across a network.
 */
export const COUNTER_TIMEOUT_MS = 500;

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

const describeWindow = (ms: number): string =>
  ms % 3_600_000 === 0
    ? `${ms / 3_600_000} hour${ms === 3_600_000 ? "" : "s"}`
    : ms % 60_000 === 0
      ? `${ms / 60_000} minute${ms === 60_000 ? "" : "s"}`
      : `${ms / 1000} seconds`;

/**
 * Where the counts live: in the store when it can share them (Redis, PostgreSQL: every instance);
 * else, in a worker of `WORKERS=n`, in the primary process (the machine's workers); else in this
 * process.
 */
async function openCounter(storageUrl: string): Promise<WindowCounter> {
  const counter = await createWindowCounter(storageUrl, { timeoutMs: COUNTER_TIMEOUT_MS });
  if (counter.shared || !countedByPrimary()) return counter;
  await counter.close();
  return new PrimaryWindowCounter(process as IpcEndpoint, COUNTER_TIMEOUT_MS);
}

/**
 * The public rate limit (decisions.md): `max` requests per client (`request.client`: the connection's
 * address, or `X-Forwarded-For` with `TRUST_PROXY`; an IPv6 address by its /64, see `clientKey`) per
 * fixed window that starts at the client's first request.
 * Every `/api` request counts, failures and unknown routes included, but health, docs, the OpenAPI
 * document and CORS preflights. Limited responses carry `X-RateLimit-Limit`, `-Remaining` and
 * `-Reset` (whole seconds to the reset); the request over the limit is `429 RATE_LIMITED` with
 * `Retry-After`. The not-found handler opts in with `app.rateLimit()` (see the error handling).
 * With a Redis `storageUrl` the counts live in Redis, so N instances together allow `max`, not N x
 * `max`; a counter that fails is replaced by this process's own until it answers (see
 * {@link windowCounterStore}).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const { max, windowMs, storageUrl = "memory://", documentsMax = 120 } = options;
  const counter = await openCounter(storageUrl);
  app.addHook("onClose", async () => counter.close());
  // Before @fastify/rate-limit's own onRoute hook, which reads a route's config: the documents' routes
  // get their budget (a limiter of their own, as /mcp has, shared through the group).
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
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    store: windowCounterStore({ counter, log: app.log }),
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
