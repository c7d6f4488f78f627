import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { QrbarError } from "../errors/qrbar-error.js";
import { FairQueue } from "./fair-queue.js";
import type { TaskReply } from "./task-reply.js";

/** Seconds a client is told to wait (`Retry-After`) when a pool's queue is full. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 2;

// 30 times the costliest code measured (a styled 4096 px QR code, about 1 s) and more than twice the
// costliest admitted scan on a machine at load 24 (13 s; 1 to 2 s on a quiet one).
/** Milliseconds a task may run on a thread by default (30 s). */
export const DEFAULT_TASK_DEADLINE_MS = 30_000;

/** How large a pool is and what one client and one task may take of it: the options of every pool built on {@link createTaskPool}. */
export interface PoolSize {
  /** Worker threads (default: one per core but one, at least 1, so the event loop keeps a core). */
  readonly threads?: number;
  /** Tasks that may wait for a free thread (default a few per thread); beyond that `OVERLOADED`. */
  readonly maxQueue?: number;
  /**
   * Tasks one client (the `client` of a {@link PoolCall}) may have running or waiting at once; beyond
   * that its next task is refused with `RATE_LIMITED`, or waits for one of its own to end when the call
   * says `waitForShare` (default: half of threads and queue together, at least 1, so that no one client
   * can hold the whole pool). Tasks run without a `client` are not held to it.
   */
  readonly maxPerClient?: number;
  /**
   * Milliseconds a task may run once handed to a thread (default {@link DEFAULT_TASK_DEADLINE_MS});
   * then its thread is stopped and replaced by a fresh one, and the task fails with
   * `PAYLOAD_TOO_LARGE` naming the limit. Time spent waiting for a thread does not count.
   */
  readonly deadlineMs?: number;
  /** Told of every task's start, end and refusal (metrics); must not throw. */
  readonly observe?: (event: PoolEvent) => void;
}

/** Why a pool refused a task at once: its queue was full, or the client already held its share. */
export type PoolRefusal = "queue_full" | "client_share";

/** Why a running task was stopped before it ended: its deadline passed, or its caller gave up on it. */
export type PoolStop = "deadline" | "abandoned";

/**
 * What happens in a pool, for whoever watches it (a metrics registry). `waiting` and `running` are the
 * counts just after the event.
 */
export type PoolEvent =
  | {
      readonly type: "started";
      readonly pool: string;
      readonly waitedMs: number;
      readonly waiting: number;
      readonly running: number;
    }
  | {
      readonly type: "finished";
      readonly pool: string;
      readonly ranMs: number;
      readonly waiting: number;
      readonly running: number;
      /** Set when the task did not end by itself: its thread was stopped (and replaced). */
      readonly stopped?: PoolStop;
    }
  | {
      /** A waiting task left the queue unstarted: its caller gave up on it. */
      readonly type: "withdrawn";
      readonly pool: string;
      readonly waiting: number;
      readonly running: number;
    }
  | { readonly type: "refused"; readonly pool: string; readonly reason: PoolRefusal };

/**
 * Whose task it is and how it may be stopped: what a caller passes through every pool (generation,
 * labels, scans) for one request.
 */
export interface PoolCall {
  /** Who asked (a network address): held to the pool's `maxPerClient` and served fairly, see {@link FairQueue}. */
  readonly client?: string;
  /**
   * Gives up on the task: a waiting one leaves the queue, a running one has its thread stopped (and
   * replaced); the call then fails with the signal's `reason`, as `fetch` does.
   */
  readonly signal?: AbortSignal;
  /**
   * When the client already holds its share, wait (first come, first served among its own) for one of
   * its tasks to end instead of being refused: for the items of one request, such as a batch, that
   * must all run but never hold more than the client's share.
   */
  readonly waitForShare?: boolean;
  /** Told when the pool refuses this task at once (the caller's own bookkeeping, a request's metrics). */
  readonly onRefused?: (reason: PoolRefusal) => void;
}

/** How one task is run: a {@link PoolCall}, what to transfer, and what it costs for the fair share. */
export interface RunOptions extends PoolCall {
  /** Buffers moved to the worker rather than copied. */
  readonly transferList?: ArrayBuffer[];
  /** The task's cost in any unit the pool's callers share (default 1). */
  readonly cost?: number;
}

/** How a {@link createTaskPool} is named in errors and where its worker lives. */
export interface TaskPoolSpec extends PoolSize {
  /** What the pool is, for error messages: "the scanner", "the label printer". */
  readonly name: string;
  /** What it works on, plural, for error messages: "scans", "labels". */
  readonly tasks: string;
  /** One task, for error messages: "scan", "label". */
  readonly task: string;
  /** What a caller can do about a task that ran past its deadline: "send a smaller image". */
  readonly tooSlowAdvice: string;
  /**
   * The worker module, beside the pool's own module: `.ts` when run from TypeScript (tests, tsx), else
   * the built `.js` (dist/ mirrors src/, see tsup.config.ts). Pass `import.meta.url` of the pool's module.
   */
  readonly worker: { readonly from: string; readonly basename: string };
  /** The default `maxQueue`, per thread. */
  readonly queuePerThread: number;
}

/** A bounded pool of worker threads running one kind of task. */
export interface TaskPool<Task, Value> {
  readonly threads: number;
  readonly maxQueue: number;
  /** Tasks one client may have running or waiting at once. */
  readonly maxPerClient: number;
  /** Milliseconds a task may run on a thread. */
  readonly deadlineMs: number;
  /** Tasks running or waiting. */
  readonly pending: number;
  /** Tasks waiting for a thread. */
  readonly waiting: number;
  /**
   * Runs a task in a worker; the worker's `QrbarError`s come back as they were; `OVERLOADED` when
   * full, `RATE_LIMITED` when the task's client already holds `maxPerClient` tasks (unless it waits
   * for its share), `PAYLOAD_TOO_LARGE` past the deadline, the signal's reason when abandoned. Waiting
   * tasks are started in fair order by client and cost (see {@link FairQueue}), not strictly first come.
   */
  run(task: Task, options?: RunOptions): Promise<Value>;
  /** Stops the threads; tasks still queued fail as `OVERLOADED`. */
  close(): Promise<void>;
}

/**
 * The threads, queue bound and share of one client a pool of `size` gets: by default one thread per
 * core but one (at least 1), `queuePerThread` waiting tasks per thread, and for one client half of
 * threads and queue together (at least 1).
 *
 * @example
 * ```ts
 * poolSize({ threads: 2 }, 4); // { threads: 2, maxQueue: 8, maxPerClient: 5 }
 * ```
 */
export function poolSize(
  size: PoolSize,
  queuePerThread: number,
): { threads: number; maxQueue: number; maxPerClient: number } {
  const threads = Math.max(1, Math.floor(size.threads ?? availableParallelism() - 1));
  const maxQueue = Math.max(0, Math.floor(size.maxQueue ?? threads * queuePerThread));
  const maxPerClient = Math.max(1, Math.floor(size.maxPerClient ?? (threads + maxQueue) / 2));
  return { threads, maxQueue, maxPerClient };
}

/** `30000` as `30 s`, `1500` as `1.5 s`. */
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;

/**
 * A pool of worker threads (piscina) for CPU-heavy work that must not block the caller's event
 * loop, bounded three ways: when every thread is busy and `maxQueue` tasks wait, a new task is refused
 * at once with `OVERLOADED` (and `retryAfterSeconds`) instead of growing a backlog; one client holds at
 * most `maxPerClient` tasks (`RATE_LIMITED`); a task runs at most `deadlineMs`, then its thread is
 * replaced. A caller's `signal` withdraws a waiting task or stops a running one. Threads start on the
 * first task.
 *
 * @example
 * ```ts
 * const pool = createTaskPool<LabelTask, GeneratedLabel>({ name: "the label printer", tasks: "labels",
 *   task: "label", tooSlowAdvice: "shorten its texts", worker: { from: import.meta.url, basename: "label-worker" },
 *   queuePerThread: 8 });
 * const label = await pool.run(request, { client: "203.0.113.7", signal });
 * ```
 */
export function createTaskPool<Task, Value>(spec: TaskPoolSpec): TaskPool<Task, Value> {
  const { threads, maxQueue, maxPerClient } = poolSize(spec, spec.queuePerThread);
  const deadlineMs = spec.deadlineMs ?? DEFAULT_TASK_DEADLINE_MS;
  const overloaded = (why: string) =>
    new QrbarError("OVERLOADED", `${spec.name} is busy (${why}); retry in ${OVERLOADED_RETRY_AFTER_SECONDS} s`, {
      retryAfterSeconds: OVERLOADED_RETRY_AFTER_SECONDS,
    });
  const failed = (cause: unknown) => new QrbarError("INTERNAL_ERROR", `${spec.name} failed; please retry`, { cause });
  const overShare = (held: number) =>
    new QrbarError(
      "RATE_LIMITED",
      `you already have ${held} ${spec.tasks} running or waiting, the most one client may have at once; retry in ${OVERLOADED_RETRY_AFTER_SECONDS} s`,
      { retryAfterSeconds: OVERLOADED_RETRY_AFTER_SECONDS },
    );
  // Not OVERLOADED: the same task would be stopped again, so no Retry-After invites a retry.
  const tooSlow = () =>
    new QrbarError(
      "PAYLOAD_TOO_LARGE",
      `${spec.name} stopped this ${spec.task} after ${seconds(deadlineMs)}, its time limit; ${spec.tooSlowAdvice}`,
    );
  const observe = (event: PoolEvent) => spec.observe?.(event);
  let piscina: Piscina | undefined;
  let closed = false;
  let running = 0;
  // Our own queue in front of piscina's (which stays empty): it decides the order, fairly by client.
  const queue = new FairQueue<() => void>(maxPerClient);
  // Tasks that wait for a slot of their client's share (`waitForShare`), first come first served per client.
  const shareWaiters = new Map<string, Array<() => void>>();
  const start = (): Piscina => {
    if (piscina) return piscina;
    const fromSource = spec.worker.from.endsWith(".ts");
    const filename = new URL(`./${spec.worker.basename}${fromSource ? ".ts" : ".js"}`, spec.worker.from).href;
    if (!existsSync(fileURLToPath(filename))) {
      // A bundle of the library that left out its worker module (dist/ ships each beside its pool).
      throw new QrbarError("INTERNAL_ERROR", `${spec.name} is not installed correctly; please retry later`, {
        cause: new Error(`worker missing: ${filename}`),
      });
    }
    piscina = new Piscina({
      filename,
      execArgv: fromSource ? ["--import", "tsx", "--conditions=source"] : [],
      minThreads: threads,
      maxThreads: threads,
      // The bound is ours (in run), so the refusal is immediate and typed; piscina's is a backstop.
      maxQueue: maxQueue + threads,
      idleTimeout: 60_000,
    });
    return piscina;
  };

  /** Starts waiting tasks while a thread is free. */
  const dispatch = () => {
    while (running < threads && queue.length > 0) queue.shift()?.();
  };

  /** Lets the first of `client`'s tasks waiting for its share take a free slot of it. */
  const wakeWaiter = (client: string) => {
    const waiters = shareWaiters.get(client);
    if (!waiters || !queue.admits(client)) return;
    const next = waiters.shift();
    if (waiters.length === 0) shareWaiters.delete(client);
    next?.();
  };

  const refuse = (reason: PoolRefusal, options: RunOptions, error: QrbarError) => {
    observe({ type: "refused", pool: spec.name, reason });
    options.onRefused?.(reason);
    return error;
  };

  /**
   * Resolves once the task holds a thread: after a slot of its client's share (waiting for one when
   * `waitForShare`) and its turn in the fair queue. Rejects when refused or abandoned on the way.
   */
  const admit = (options: RunOptions) =>
    new Promise<void>((resolve, reject) => {
      const client = options.client ?? "";
      const { signal } = options;
      let waitingForShare = false;
      const begin = () => {
        signal?.removeEventListener("abort", abandon);
        running++;
        resolve();
      };
      const enqueue = () => {
        waitingForShare = false;
        if (closed) return fail(overloaded("it is shutting down"));
        if (running + queue.length >= threads + maxQueue) {
          fail(refuse("queue_full", options, overloaded(`${queue.length} ${spec.tasks} are already waiting`)));
          // The slot this task did not take goes to the next of its client's waiting ones.
          return wakeWaiter(client);
        }
        queue.push(begin, client, options.cost ?? 1);
        dispatch();
      };
      const fail = (error: unknown) => {
        signal?.removeEventListener("abort", abandon);
        reject(error);
      };
      const abandon = () => {
        if (waitingForShare) {
          const waiters = shareWaiters.get(client) ?? [];
          const at = waiters.indexOf(enqueue);
          if (at >= 0) waiters.splice(at, 1);
          if (waiters.length === 0) shareWaiters.delete(client);
        } else if (queue.remove(begin)) {
          observe({ type: "withdrawn", pool: spec.name, waiting: queue.length, running });
          wakeWaiter(client);
        }
        reject(signal?.reason);
      };
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener("abort", abandon, { once: true });
      // Tasks of no named client share nothing: a library caller's own tasks are all its own.
      if (options.client !== undefined && !queue.admits(client)) {
        if (!options.waitForShare) return fail(refuse("client_share", options, overShare(queue.heldBy(client))));
        waitingForShare = true;
        shareWaiters.set(client, [...(shareWaiters.get(client) ?? []), enqueue]);
        return;
      }
      enqueue();
    });

  return {
    threads,
    maxQueue,
    maxPerClient,
    deadlineMs,
    get pending() {
      return running + queue.length;
    },
    get waiting() {
      return queue.length;
    },
    async run(task, options = {}) {
      if (closed) throw overloaded("it is shutting down");
      const pool = start();
      const queuedAt = performance.now();
      await admit(options);
      const startedAt = performance.now();
      observe({ type: "started", pool: spec.name, waitedMs: startedAt - queuedAt, waiting: queue.length, running });
      // One signal stops the thread for both reasons: the deadline, or the caller giving up.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(tooSlow()), deadlineMs);
      const signal = options.signal ? AbortSignal.any([deadline.signal, options.signal]) : deadline.signal;
      let reply: TaskReply<Value>;
      try {
        if (closed) throw overloaded("it is shutting down");
        reply = await pool.run(task, {
          signal,
          ...(options.transferList ? { transferList: options.transferList } : {}),
        });
      } catch (error) {
        if (closed) throw overloaded("it is shutting down");
        if (signal.aborted) throw signal.reason;
        throw failed(error);
      } finally {
        clearTimeout(timer);
        running--;
        queue.release(options.client ?? "");
        wakeWaiter(options.client ?? "");
        const stopped: PoolStop | undefined = deadline.signal.aborted
          ? "deadline"
          : signal.aborted
            ? "abandoned"
            : undefined;
        observe({
          type: "finished",
          pool: spec.name,
          ranMs: performance.now() - startedAt,
          waiting: queue.length,
          running,
          ...(stopped ? { stopped } : {}),
        });
        dispatch();
      }
      if (reply.ok) return reply.value;
      if ("unexpected" in reply.error) throw failed(reply.error.unexpected);
      const { code, sentence, details, cause } = reply.error;
      throw new QrbarError(code, sentence, { details, ...(cause === undefined ? {} : { cause: new Error(cause) }) });
    },
    async close() {
      closed = true;
      // Waiting tasks start, see that the pool is closed and fail as OVERLOADED; so do those waiting
      // for their client's share.
      while (queue.length > 0) queue.shift()?.();
      for (const waiters of [...shareWaiters.values()]) for (const enqueue of waiters) enqueue();
      shareWaiters.clear();
      await piscina?.destroy();
    },
  };
}
