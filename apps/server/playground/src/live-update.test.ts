import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveUpdate } from "./live-update.js";

describe("liveUpdate", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends one request after typing pauses, never two at once, and shows only the latest answer", async () => {
    let input = 0;
    const started: number[] = [];
    const pending: (() => void)[] = [];
    const shown: number[] = [];
    const live = liveUpdate(
      () => {
        const value = input;
        started.push(value);
        return new Promise<number>((resolve) => pending.push(() => resolve(value)));
      },
      (value) => shown.push(value),
      () => {},
      250,
    );
    for (input = 1; input <= 5; input++) {
      live.schedule();
      await vi.advanceTimersByTimeAsync(100);
    }
    input = 5;
    await vi.advanceTimersByTimeAsync(250);
    expect(started).toEqual([5]);
    // Typing on while the first request is out: no second request yet.
    input = 6;
    live.schedule();
    await vi.advanceTimersByTimeAsync(250);
    input = 7;
    live.schedule();
    await vi.advanceTimersByTimeAsync(250);
    expect(started).toEqual([5]);
    // The first answer is stale (input changed since): dropped, and one more request follows.
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([]);
    expect(started).toEqual([5, 7]);
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([7]);
  });

  it("reports a failure of the latest request", async () => {
    const fail = vi.fn();
    const live = liveUpdate(() => Promise.reject(new Error("down")), vi.fn(), fail, 250);
    await live.now();
    expect(fail).toHaveBeenCalledWith(new Error("down"));
  });
});
