import { MemoryWindowCounter } from "@qrbar/core";
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
});
