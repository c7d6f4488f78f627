import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { MemoryWindowCounter } from "@qrbar/core/service";
import { describe, expect, it, vi } from "vitest";
import { windowCounterStore } from "./window-counter-store.js";

/** Builds the store as @fastify/rate-limit does and counts one request for `key`. */
function incr(store: ReturnType<typeof windowCounterStore>, key: string, windowMs = 60_000) {
  const instance = new store({});
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    instance.incr(
      key,
      (error, result) => (error ? reject(error) : resolve(result as { current: number; ttl: number })),
      windowMs,
      10,
    ),
  );
}

describe("windowCounterStore", () => {
  it("answers @fastify/rate-limit with the counter's count and ttl, one per request", async () => {
    const store = windowCounterStore(new MemoryWindowCounter());
    expect(await incr(store, "a")).toEqual({ current: 1, ttl: 60_000 });
    expect((await incr(store, "a")).current).toBe(2);
    expect((await incr(store, "b")).current).toBe(1);
  });

  it("gives a route with its own limit its own counts, keyed by the method and URL of its routeInfo", async () => {
    const counter = new MemoryWindowCounter();
    const spy = vi.spyOn(counter, "hit");
    const store = new (windowCounterStore(counter))({});
    // @fastify/rate-limit passes the route's merged limit options, the route itself as `routeInfo`.
    const options = { max: 10, routeInfo: { method: "POST", url: "/mcp" } };
    const child = store.child(options as unknown as Parameters<typeof store.child>[0]);
    await new Promise((resolve) => child.incr("10.0.0.1", resolve, 1000, 1));
    await new Promise((resolve) => store.incr("10.0.0.1", resolve, 1000, 1));
    expect(spy.mock.calls.map(([key]) => key)).toEqual(["POST/mcp-10.0.0.1", "10.0.0.1"]);
  });

  it("counts the routes of one group together, apart from other routes", async () => {
    const store = new (windowCounterStore(new MemoryWindowCounter()))({});
    const childOf = (limit: object) => store.child(limit as Parameters<FastifyRateLimitStore["child"]>[0]);
    const page = childOf({ groupId: "documents", routeInfo: { method: "GET", url: "/api/docs" } });
    const document = childOf({ groupId: "documents", routeInfo: { method: "GET", url: "/llms.txt" } });
    const other = childOf({ routeInfo: { method: "POST", url: "/mcp" } });
    const count = (child: FastifyRateLimitStore) =>
      new Promise<number>((resolve) =>
        child.incr("10.0.0.1", (_error, result) => resolve(result?.current ?? 0), 1000, 9),
      );
    expect(await count(page)).toBe(1);
    expect(await count(document)).toBe(2);
    expect(await count(other)).toBe(1);
  });
});
