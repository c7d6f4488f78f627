import { QrbarError } from "@qrbar/core";
import { MemoryWindowCounter, type WindowCounter } from "@qrbar/core/service";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { failSoftCounter } from "./fail-soft-counter.js";

/** A shared counter whose availability the test switches, over a real in-memory one. */
function switchableCounter() {
  const inner = new MemoryWindowCounter();
  const state = { up: true, tries: 0 };
  const counter: WindowCounter = {
    shared: true,
    hit: async (key, windowMs, amount, limit) => {
      state.tries++;
      if (!state.up) {
        throw new QrbarError("STORAGE_UNAVAILABLE", "storage is unavailable; please retry shortly", {
          cause: new Error("connect ECONNREFUSED 127.0.0.1:6379"),
        });
      }
      return inner.hit(key, windowMs, amount, limit);
    },
    close: async () => undefined,
  };
  return { counter, state };
}

const fakeLog = () =>
  ({ warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger &
    Record<"warn" | "info", ReturnType<typeof vi.fn>>;

describe("failSoftCounter", () => {
  it("passes hits, amounts and limits through to the counter while it answers", async () => {
    const { counter } = switchableCounter();
    const soft = failSoftCounter({ counter, log: fakeLog() });
    expect(soft.shared).toBe(true);
    expect(await soft.hit("a", 60_000)).toEqual({ count: 1, ttlMs: 60_000, counted: true });
    expect((await soft.hit("a", 60_000, 5)).count).toBe(6);
    expect(await soft.hit("a", 60_000, 5, 10)).toMatchObject({ count: 6, counted: false });
  });

  it("counts in the process while the counter fails, tries it again each second, warns at most once a minute", async () => {
    const { counter, state } = switchableCounter();
    let now = 0;
    const log = fakeLog();
    const soft = failSoftCounter({ counter, log, now: () => now });
    const hit = async (amount?: number, limit?: number) => (await soft.hit("a", 60_000, amount, limit)).count;
    expect(await hit()).toBe(1);
    expect(state.tries).toBe(1);
    state.up = false;
    // The fallback has its own count: the shared one is unknown while it does not answer.
    expect([await hit(), await hit()]).toEqual([1, 2]);
    expect(state.tries).toBe(2); // the second hit within the second did not wait on the counter
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { cause: "connect ECONNREFUSED 127.0.0.1:6379" },
      "rate-limit counters do not answer; counting in this process until they do",
    );
    // Amounts and limits hold in the fallback too.
    expect(await soft.hit("a", 60_000, 10, 5)).toMatchObject({ count: 2, counted: false });
    now = 999;
    await hit();
    expect(state.tries).toBe(2);
    now = 1000;
    // One hit tries the counter again; one arriving meanwhile does not wait on it.
    expect((await Promise.all([hit(), hit()])).sort()).toEqual([4, 5]);
    expect(state.tries).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
    now = 61_000;
    await hit();
    expect(log.warn).toHaveBeenCalledTimes(2);
    state.up = true;
    expect(await hit()).toBe(2); // within a second of the last failure: still here
    now = 62_000;
    expect(await hit()).toBe(2);
    expect(await hit()).toBe(3);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith("rate-limit counters answer again; counting there");
  });
});
