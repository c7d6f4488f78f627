import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { WindowCounter } from "@qrbar/core";

type IncrCallback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** What a route's own limit is keyed by: its method and URL as registered. */
export interface RouteInfo {
  readonly method: string | readonly string[];
  readonly url: string;
}

/**
 * The key prefix of a route with its own limit (`POST/mcp-`), so its counts stay apart from the
 * global ones, as the stock stores do. Requests that cost more than one (see `requestCost`) charge
 * the rest under the same key.
 *
 * @example
 * ```ts
 * routeCounterPrefix({ method: "POST", url: "/mcp" }); // "POST/mcp-"
 * ```
 */
export const routeCounterPrefix = ({ method, url }: RouteInfo): string => `${method}${url}-`;

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

    /** A route with its own limit counts apart; @fastify/rate-limit passes its route as `routeInfo`. */
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const child = new WindowCounterStore();
      child.prefix = `${this.prefix}${routeCounterPrefix((options as { routeInfo?: RouteInfo }).routeInfo ?? options)}`;
      return child;
    }
  }
  return WindowCounterStore;
}
