import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { MemoryWindowCounter, QrbarError, type WindowCounter } from "@qrbar/core";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { windowCounterStore } from "./window-counter-store.js";

/** A shared counter whose availability the test switches, over a real in-memory one. */
function switchableCounter() {
  const inner = new MemoryWindowCounter();
  const state = { up: true, tries: 0 };
  const counter: WindowCounter = {
    shared: true,
    hit: async (key, windowMs) => {
      state.tries++;
      if (!state.up) {
        throw new QrbarError("STORAGE_UNAVAILABLE", "storage is unavailable; please retry shortly", {
          cause: new Error("connect ECONNREFUSED 127.0.0.1:6379"),
        });
      }
      return inner.hit(key, windowMs);
    },
    close: async () => undefined,
  };
  return { counter, state };
}

const fakeLog = () =>
  ({ warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger &
    Record<"warn" | "info", ReturnType<typeof vi.fn>>;

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
  it("answers @fastify/rate-limit with the counter's count and ttl", async () => {
    const { counter } = switchableCounter();
    const store = windowCounterStore({ counter, log: fakeLog() });
    expect(await incr(store, "a")).toEqual({ current: 1, ttl: 60_000 });
    expect((await incr(store, "a")).current).toBe(2);
    expect((await incr(store, "b")).current).toBe(1);
  });

  it("counts in the process while the counter fails, tries it again each second, warns at most once a minute", async () => {
    const { counter, state } = switchableCounter();
    let now = 0;
    const log = fakeLog();
    const store = windowCounterStore({ counter, log, now: () => now });
    expect((await incr(store, "a")).current).toBe(1);
    expect(state.tries).toBe(1);
    state.up = false;
    // The fallback has its own count: the shared one is unknown while it does not answer.
    expect([(await incr(store, "a")).current, (await incr(store, "a")).current]).toEqual([1, 2]);
    expect(state.tries).toBe(2); // the second request within the second did not wait on the counter
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { cause: "connect ECONNREFUSED 127.0.0.1:6379" },
      "rate-limit counters do not answer; counting in this process until they do",
    );
    now = 999;
    await incr(store, "a");
    expect(state.tries).toBe(2);
    now = 1000;
    // One request tries the counter again; one arriving meanwhile does not wait on it.
    expect((await Promise.all([incr(store, "a"), incr(store, "a")])).map((r) => r.current).sort()).toEqual([4, 5]);
    expect(state.tries).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
    now = 61_000;
    await incr(store, "a");
    expect(log.warn).toHaveBeenCalledTimes(2);
    state.up = true;
    expect((await incr(store, "a")).current).toBe(2); // within a second of the last failure: still here
    now = 62_000;
    expect((await incr(store, "a")).current).toBe(2);
    expect((await incr(store, "a")).current).toBe(3);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith("rate-limit counters answer again; counting there");
  });

  /** A child store as @fastify/rate-limit makes one: from the route's merged limit options. */
  const childOf = (store: FastifyRateLimitStore, limit: object) =>
    store.child(limit as Parameters<FastifyRateLimitStore["child"]>[0]);

  it("gives a route with its own limit its own counts, keyed by method and URL", async () => {
    const { counter } = switchableCounter();
    const spy = vi.spyOn(counter, "hit");
    const store = new (windowCounterStore({ counter, log: fakeLog() }))({});
    const child = childOf(store, { max: 5, routeInfo: { method: "POST", url: "/mcp" } });
    await new Promise((resolve) => child.incr("10.0.0.1", resolve, 1000, 1));
    await new Promise((resolve) => store.incr("10.0.0.1", resolve, 1000, 1));
    expect(spy.mock.calls.map(([key]) => key)).toEqual(["POST/mcp-10.0.0.1", "10.0.0.1"]);
  });

  it("counts the routes of one group together, apart from other routes", async () => {
    const { counter } = switchableCounter();
    const store = new (windowCounterStore({ counter, log: fakeLog() }))({});
    const page = childOf(store, { groupId: "documents", routeInfo: { method: "GET", url: "/api/docs" } });
    const document = childOf(store, { groupId: "documents", routeInfo: { method: "GET", url: "/llms.txt" } });
    const other = childOf(store, { routeInfo: { method: "POST", url: "/mcp" } });
    const count = (child: FastifyRateLimitStore) =>
      new Promise<number>((resolve) =>
        child.incr("10.0.0.1", (_error, result) => resolve(result?.current ?? 0), 1000, 9),
      );
    expect(await count(page)).toBe(1);
    expect(await count(document)).toBe(2);
    expect(await count(other)).toBe(1);
  });
});
