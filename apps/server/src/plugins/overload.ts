import { getHeapStatistics } from "node:v8";
import underPressure from "@fastify/under-pressure";
import { QrbarError } from "@qrbar/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { markShed } from "../metrics/shed-reason.js";
import { routesWhere } from "../routes/routes-where.js";

/** Above this event-loop delay (ms) new requests are shed with 503 rather than queued. */
export const MAX_EVENT_LOOP_DELAY_MS = 1000;
/** Share of the V8 heap limit above which new requests are shed. */
const MAX_HEAP_SHARE = 0.9;
/** Seconds a shed client is told to wait. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Routes answered under load, as the contract marks them (`shed: false`): the health check, so a load
 * balancer can still see the instance.
 */
const UNSHED_ROUTES = routesWhere((endpoint) => !endpoint.shed);

/** Whether a request is answered under load: decided on the route the router chose; unknown paths are shed. */
const isUnshed = (request: FastifyRequest): boolean => {
  const route = request.routeOptions.url;
  return route !== undefined && UNSHED_ROUTES.has(route);
};

/** Options of {@link overloadPlugin}; the defaults are the production thresholds. */
export interface OverloadOptions {
  /** Event-loop delay (ms) above which requests are shed (default {@link MAX_EVENT_LOOP_DELAY_MS}). */
  readonly maxEventLoopDelayMs?: number;
  /** How often the delay is sampled, in ms (default 1000). */
  readonly sampleIntervalMs?: number;
  /** Heap use (bytes) above which requests are shed (default 90 % of the V8 heap limit; tests set 1 to stay overloaded). */
  readonly maxHeapUsedBytes?: number;
}

/**
 * Load shedding with `@fastify/under-pressure`: when the event loop lags more than
 * {@link MAX_EVENT_LOOP_DELAY_MS} or the heap passes 90 % of its limit, new requests get
 * `503 OVERLOADED` with `Retry-After` at once instead of slowing down for everyone. Routes the
 * contract marks `shed: false` (health checks) are still answered, so a load balancer can see the instance.
 */
export const overloadPlugin = fp(async (app: FastifyInstance, options: OverloadOptions) => {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? MAX_EVENT_LOOP_DELAY_MS,
    sampleInterval: options.sampleIntervalMs ?? 1000,
    maxHeapUsedBytes: options.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * MAX_HEAP_SHARE),
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: async (request, _reply, type) => {
      if (isUnshed(request)) return;
      markShed(request, "overload");
      throw new QrbarError(
        "OVERLOADED",
        `the server is overloaded (${type}); please retry in ${RETRY_AFTER_SECONDS} s`,
        {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        },
      );
    },
  });
});
