import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { WindowCounter } from "@qrbar/core/service";

type IncrCallback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** A route as registered: its method and URL. */
export interface RouteInfo {
  readonly method: string | readonly string[];
  readonly url: string;
}

/** What @fastify/rate-limit hands a store's `child`: a route's limit options (its group, if any) and the route. */
export interface RouteLimit {
  readonly groupId?: string | undefined;
  readonly routeInfo: RouteInfo;
}

/**
 * The key prefix of a route with its own limit (`POST/api/x-`), or of the group its routes count in
 * together (`documents-`), so its counts stay apart from the global ones, as the stock stores do.
 * Requests that cost more than one (see `requestCost`) charge the rest under the same key.
 *
 * @example
 * ```ts
 * routeCounterPrefix({ routeInfo: { method: "POST", url: "/api/x" } }); // "POST/api/x-"
 * routeCounterPrefix({ groupId: "documents", routeInfo: { method: "GET", url: "/llms.txt" } }); // "documents-"
 * ```
 */
export const routeCounterPrefix = ({ groupId, routeInfo }: RouteLimit): string =>
  `${groupId ?? `${routeInfo.method}${routeInfo.url}`}-`;

/**
 * A `@fastify/rate-limit` store over a {@link WindowCounter}: each request is a hit of one on the
 * client's key (a route with its own limit under {@link routeCounterPrefix}).
 *
 * @example
 * ```ts
 * await app.register(rateLimit, { store: windowCounterStore(counter), max: 1000 });
 * ```
 */
export function windowCounterStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  // @fastify/rate-limit constructs the store with its options (`new Store(options)`), which this one
  // does not need; a child store's key prefix is set by `child`.
  class WindowCounterStore implements FastifyRateLimitStore {
    private prefix = "";

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      counter.hit(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /**
     * A route with its own limit counts apart, the routes of a group (`groupId`) together. Typed as the
     * route's options, but @fastify/rate-limit passes the route's merged limit options: `groupId` when
     * it has one, and the route itself as `routeInfo`.
     */
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const child = new WindowCounterStore();
      child.prefix = `${this.prefix}${routeCounterPrefix(options as unknown as RouteLimit)}`;
      return child;
    }
  }
  return WindowCounterStore;
}
