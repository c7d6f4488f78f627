import cluster from "node:cluster";
import { QrbarError } from "@qrbar/core";
import type { MemoryWindowCounter, WindowCount, WindowCounter } from "@qrbar/core/service";

/** Tag of the counter's messages, apart from anything else on the IPC channel. */
const CHANNEL = "qrbar:window-counter";

/**
 * Set in the environment of the workers qrbar's own primary forks, which answers their counts (an app
 * built into someone else's cluster has no such primary and counts in its own process).
 */
export const PRIMARY_COUNTS_ENV = "QRBAR_PRIMARY_COUNTS";

/**
 * Whether this process is a worker of qrbar's primary (see {@link PRIMARY_COUNTS_ENV}).
 *
 * @example
 * ```ts
 * const counter = countedByPrimary() ? new PrimaryWindowCounter(process as IpcEndpoint, 500) : local;
 * ```
 */
export const countedByPrimary = (): boolean => cluster.isWorker && process.env[PRIMARY_COUNTS_ENV] === "1";

interface HitRequest {
  readonly channel: typeof CHANNEL;
  readonly id: number;
  readonly key: string;
  readonly windowMs: number;
  readonly amount: number;
  /** Absent: no limit (`Infinity` does not survive the channel's JSON). */
  readonly limit?: number;
}

interface HitReply extends WindowCount {
  readonly channel: typeof CHANNEL;
  readonly id: number;
}

/** One end of an IPC channel: a worker's `process`, or the primary's `cluster.Worker`. */
export interface IpcEndpoint {
  send(message: unknown, callback?: (error: Error | null) => void): boolean;
  on(event: "message", listener: (message: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown) => void): unknown;
}

const isTagged = (message: unknown): message is { channel: typeof CHANNEL } =>
  typeof message === "object" && message !== null && (message as { channel?: unknown }).channel === CHANNEL;

/**
 * The window counter of a cluster worker whose store has no shared counters (SQLite): every hit is a
 * message to the primary process, which holds one {@link MemoryWindowCounter} for all its workers (see
 * {@link serveWindowCounter}), so `WORKERS=n` allow one budget per client, not n. A hit the primary
 * does not answer within `timeoutMs` (or cannot be sent) fails with `STORAGE_UNAVAILABLE`.
 *
 * @example
 * ```ts
 * const counter = new PrimaryWindowCounter(process, 500); // in a worker
 * await counter.hit("203.0.113.7", 3_600_000);
 * await counter.hit("bytes:203.0.113.7", 3_600_000, 52_000, 30_000_000); // counted only if it fits
 * ```
 */
export class PrimaryWindowCounter implements WindowCounter {
  readonly shared = true;
  private nextId = 0;
  private readonly pending = new Map<number, (reply: HitReply) => void>();
  private readonly onMessage = (message: unknown) => {
    if (!isTagged(message)) return;
    const reply = message as HitReply;
    this.pending.get(reply.id)?.(reply);
  };

  constructor(
    private readonly primary: IpcEndpoint,
    private readonly timeoutMs: number,
  ) {
    primary.on("message", this.onMessage);
  }

  hit(key: string, windowMs: number, amount = 1, limit?: number): Promise<WindowCount> {
    const id = ++this.nextId;
    return new Promise<WindowCount>((resolve, reject) => {
      const fail = (cause: Error) => {
        this.pending.delete(id);
        clearTimeout(timer);
        reject(new QrbarError("STORAGE_UNAVAILABLE", "the primary process keeps the rate-limit counters", { cause }));
      };
      const timer = setTimeout(() => fail(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
      this.pending.set(id, ({ count, ttlMs, counted }) => {
        this.pending.delete(id);
        clearTimeout(timer);
        resolve({ count, ttlMs, counted });
      });
      const request: HitRequest = {
        channel: CHANNEL,
        id,
        key,
        windowMs,
        amount,
        ...(limit !== undefined && Number.isFinite(limit) ? { limit } : {}),
      };
      // With a callback, a closed channel is reported there (never thrown).
      this.primary.send(request, (error) => error && fail(error));
    });
  }

  async close(): Promise<void> {
    this.primary.off("message", this.onMessage);
  }
}

/**
 * The primary's side of {@link PrimaryWindowCounter}: answers one worker's hits from `counter`, which
 * the primary shares between all its workers. Returns a function that stops answering.
 *
 * @example
 * ```ts
 * const counter = new MemoryWindowCounter();
 * cluster.on("fork", (worker) => serveWindowCounter(worker, counter));
 * ```
 */
export function serveWindowCounter(worker: IpcEndpoint, counter: MemoryWindowCounter): () => void {
  const onMessage = (message: unknown) => {
    if (!isTagged(message)) return;
    const { id, key, windowMs, amount, limit } = message as HitRequest;
    const reply: HitReply = { channel: CHANNEL, id, ...counter.hitNow(key, windowMs, amount, limit) };
    // A worker that has gone away is being replaced; its hit needs no answer, nor its failure a report.
    worker.send(reply, () => undefined);
  };
  worker.on("message", onMessage);
  return () => worker.off("message", onMessage);
}
