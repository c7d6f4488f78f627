import { EventEmitter } from "node:events";
import { MemoryWindowCounter } from "@qrbar/core/service";
import { describe, expect, it } from "vitest";
import { type IpcEndpoint, PrimaryWindowCounter, serveWindowCounter } from "./primary-window-counter.js";

/**
 * Both ends of an IPC channel in one process: what one end sends arrives, serialized and on a later
 * turn of the event loop as over a pipe, as a `message` on the other.
 */
function channel(): { worker: IpcEndpoint; primary: IpcEndpoint; close: () => void } {
  const [workerSide, primarySide] = [new EventEmitter(), new EventEmitter()];
  let open = true;
  const end = (self: EventEmitter, peer: EventEmitter): IpcEndpoint =>
    Object.assign(self, {
      send(message: unknown, callback?: (error: Error | null) => void) {
        const copy = JSON.parse(JSON.stringify(message)) as unknown;
        setImmediate(() => {
          if (!open) return callback?.(new Error("Channel closed"));
          peer.emit("message", copy);
          callback?.(null);
        });
        return true;
      },
    });
  return { worker: end(workerSide, primarySide), primary: end(primarySide, workerSide), close: () => (open = false) };
}

describe("PrimaryWindowCounter", () => {
  it("counts the hits of every worker in the primary's one counter", async () => {
    const counter = new MemoryWindowCounter();
    const channels = [channel(), channel(), channel()];
    for (const { primary } of channels) serveWindowCounter(primary, counter);
    const workers = channels.map(({ worker }) => new PrimaryWindowCounter(worker, 500));
    const counts = await Promise.all(
      Array.from({ length: 90 }, (_, i) => (workers[i % 3] as PrimaryWindowCounter).hit("198.51.100.7", 60_000)),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(counts.every((c) => c.ttlMs > 59_000 && c.ttlMs <= 60_000)).toBe(true);
    expect((await (workers[0] as PrimaryWindowCounter).hit("198.51.100.8", 60_000)).count).toBe(1);
  });

  it("carries each hit's amount and limit to the primary, which counts it only if it fits", async () => {
    const c = channel();
    serveWindowCounter(c.primary, new MemoryWindowCounter());
    const counter = new PrimaryWindowCounter(c.worker, 500);
    expect(await counter.hit("bytes:198.51.100.7", 60_000, 700, 1000)).toMatchObject({ count: 700, counted: true });
    expect(await counter.hit("bytes:198.51.100.7", 60_000, 301, 1000)).toMatchObject({ count: 700, counted: false });
    expect(await counter.hit("bytes:198.51.100.7", 60_000, 300, 1000)).toMatchObject({ count: 1000, counted: true });
    // No limit (Infinity does not survive the channel's JSON): always counted.
    expect(await counter.hit("bytes:198.51.100.7", 60_000, 5, Number.POSITIVE_INFINITY)).toMatchObject({
      count: 1005,
      counted: true,
    });
  });

  it.each([
    ["does not answer", (c: ReturnType<typeof channel>) => c.primary.on("message", () => undefined), 100, 150],
    ["has gone (the channel is closed)", (c: ReturnType<typeof channel>) => c.close(), 0, 50],
  ])("fails with STORAGE_UNAVAILABLE when the primary %s", async (_, breakIt, atLeastMs, withinMs) => {
    const c = channel();
    breakIt(c);
    const counter = new PrimaryWindowCounter(c.worker, 100);
    const started = performance.now();
    await expect(counter.hit("k", 1000)).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(atLeastMs - 5);
    expect(elapsed).toBeLessThan(withinMs);
  });

  it("ignores messages that are not its own, and stops being answered once the primary stops serving", async () => {
    const c = channel();
    const stop = serveWindowCounter(c.primary, new MemoryWindowCounter());
    const counter = new PrimaryWindowCounter(c.worker, 100);
    c.worker.send({ channel: "something else", id: 1, key: "k", windowMs: 1000 });
    c.primary.send({ cmd: "NODE_CLUSTER" });
    expect((await counter.hit("k", 1000)).count).toBe(1);
    stop();
    await expect(counter.hit("k", 1000)).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    await counter.close();
  });
});
