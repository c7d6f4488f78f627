import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { QrbarError } from "../errors/qrbar-error.js";
import { FairQueue } from "./fair-queue.js";
import type { TaskReply } from "./task-reply.js";

/** Seconds a client is told to wait (`Retry-After`) when a pool's queue is full. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 2;

/** How large a pool is: the options of every pool built on {@link createTaskPool}. */
export interface PoolSize {
  /** Worker threads (default: one per core but one, at least 1, so the event loop keeps a core). */
  readonly threads?: number;
  /** Tasks that may wait for a free thread (default a few per thread); beyond that `OVERLOADED`. */
  readonly maxQueue?: number;
  /**
   * Tasks one client (the `client` of {@link RunOptions}) may have running or waiting at once; beyond
   * that its next task is refused with `RATE_LIMITED` (default: no share, the whole pool). Tasks run
   * without a `client` are not held to it.
   */
  readonly maxPerClient?: number;
  /** Told of every task's start, end and refusal (metrics); must not throw. */
  readonly observe?: (event: PoolEvent) => void;
}

/** Why a pool refused a task at once: its queue was full, or the client already held its share. */
export type PoolRefusal = "queue_full" | "client_share";

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
    }
  | { readonly type: "refused"; readonly pool: string; readonly reason: PoolRefusal };

/** How one task is run: what to transfer, and whose it is and what it costs for the fair share. */
export interface RunOptions {
  /** Buffers moved to the worker rather than copied. */
  readonly transferList?: ArrayBuffer[];
  /** Who asked (a network address): tasks are served fairly by client, see {@link FairQueue}. */
  readonly client?: string;
  /** The task's cost in any unit the pool's callers share (default 1). */
  readonly cost?: number;
}

/** How a {@link createTaskPool} is named in errors and where its worker lives. */
export interface TaskPoolSpec extends PoolSize {
  /** What the pool is, for error messages: "the scanner", "the label printer". */
  readonly name: string;
  /** What it works on, plural, for error messages: "scans", "labels". */
  readonly tasks: string;
  /**
   * The worker module: `.ts` beside the pool's source when run from TypeScript (tests, tsx), else the
   * built `.js` entry (see tsup.config.ts). Pass `import.meta.url` of the pool's own module.
   */
  readonly worker: { readonly from: string; readonly basename: string };
  /** The default `maxQueue`, per thread. */
  readonly queuePerThread: number;
}

/** A bounded pool of worker threads running one kind of task. */
export interface TaskPool<Task, Value> {
  readonly threads: number;
  readonly maxQueue: number;
  /** Tasks running or waiting. */
  readonly pending: number;
  /** Tasks waiting for a thread. */
  readonly waiting: number;
  /**
   * Runs a task in a worker; the worker's `QrbarError`s come back as they were; `OVERLOADED` when
   * full, `RATE_LIMITED` when the task's client already holds `maxPerClient` tasks. Waiting tasks are
   * started in fair order by client and cost (see {@link FairQueue}), not strictly first come.
   */
  run(task: Task, options?: RunOptions): Promise<Value>;
  /** Stops the threads; tasks still queued fail as `OVERLOADED`. */
  close(): Promise<void>;
}

/**
 * The threads and queue bound a pool of `size` gets: by default one thread per core but one (at least
 * 1), and `queuePerThread` waiting tasks per thread.
 *
 * @example
 * ```ts
 * poolSize({ threads: 2 }, 4); // { threads: 2, maxQueue: 8 }
 * ```
 */
export function poolSize(size: PoolSize, queuePerThread: number): { threads: number; maxQueue: number } {
  const threads = Math.max(1, Math.floor(size.threads ?? availableParallelism() - 1));
  return { threads, maxQueue: Math.max(0, Math.floor(size.maxQueue ?? threads * queuePerThread)) };
}

/**
 * A pool of worker threads (piscina) for CPU-heavy work that must not block the caller's event
 * loop, bounded: when every thread is busy and `maxQueue` tasks wait, a new task is refused at once
 * with `OVERLOADED` (and `retryAfterSeconds`) instead of growing a backlog. Threads start on the
 * first task.
 *
 * @example
 * ```ts
 * const pool = createTaskPool<LabelTask, GeneratedLabel>({ name: "the label printer", tasks: "labels",
 *   worker: { from: import.meta.url, basename: "label-worker" }, queuePerThread: 8 });
 * ```
 */
export function createTaskPool<Task, Value>(spec: TaskPoolSpec): TaskPool<Task, Value> {
  const { threads, maxQueue } = poolSize(spec, spec.queuePerThread);
  const overloaded = (why: string) =>
    new QrbarError("OVERLOADED", `${spec.name} is busy (${why}); retry in ${OVERLOADED_RETRY_AFTER_SECONDS} s`, {
      retryAfterSeconds: OVERLOADED_RETRY_AFTER_SECONDS,
    });
  const failed = (cause: unknown) => new QrbarError("INTERNAL_ERROR", `${spec.name} failed; please retry`, { cause });
  const maxPerClient = Math.max(1, Math.floor(spec.maxPerClient ?? Number.POSITIVE_INFINITY));
  const overShare = (held: number) =>
    new QrbarError(
      "RATE_LIMITED",
      `you already have ${held} ${spec.tasks} running or waiting, the most one client may have at once; retry in ${OVERLOADED_RETRY_AFTER_SECONDS} s`,
      { retryAfterSeconds: OVERLOADED_RETRY_AFTER_SECONDS },
    );
  const observe = (event: PoolEvent) => spec.observe?.(event);
  let piscina: Piscina | undefined;
  let closed = false;
  let running = 0;
  // Our own queue in front of piscina's (which stays empty): it decides the order, fairly by client.
  const queue = new FairQueue<() => void>(maxPerClient);
  const start = (): Piscina => {
    if (piscina) return piscina;
    const fromSource = spec.worker.from.endsWith(".ts");
    const filename = new URL(`./${spec.worker.basename}${fromSource ? ".ts" : ".js"}`, spec.worker.from).href;
    if (!existsSync(fileURLToPath(filename))) {
      // A build that bundled the library without its worker entry (see tsup.config.ts).
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

  return {
    threads,
    maxQueue,
    get pending() {
      return running + queue.length;
    },
    get waiting() {
      return queue.length;
    },
    async run(task, options = {}) {
      if (closed) throw overloaded("it is shutting down");
      const client = options.client ?? "";
      if (running + queue.length >= threads + maxQueue) {
        observe({ type: "refused", pool: spec.name, reason: "queue_full" });
        throw overloaded(`${queue.length} ${spec.tasks} are already waiting`);
      }
      // Tasks of no named client share nothing: a library caller's own tasks are all its own.
      if (options.client !== undefined && !queue.admits(client)) {
        observe({ type: "refused", pool: spec.name, reason: "client_share" });
        throw overShare(queue.heldBy(client));
      }
      const pool = start();
      const queuedAt = performance.now();
      await new Promise<void>((resolve) => {
        const begin = () => {
          running++;
          resolve();
        };
        queue.push(begin, client, options.cost ?? 1);
        dispatch();
      });
      const startedAt = performance.now();
      observe({ type: "started", pool: spec.name, waitedMs: startedAt - queuedAt, waiting: queue.length, running });
      let reply: TaskReply<Value>;
      try {
        if (closed) throw overloaded("it is shutting down");
        reply = await pool.run(task, options.transferList ? { transferList: options.transferList } : {});
      } catch (error) {
        if (closed) throw overloaded("it is shutting down");
        throw failed(error);
      } finally {
        running--;
        queue.release(client);
        observe({
          type: "finished",
          pool: spec.name,
          ranMs: performance.now() - startedAt,
          waiting: queue.length,
          running,
        });
        dispatch();
      }
      if (reply.ok) return reply.value;
      if ("unexpected" in reply.error) throw failed(reply.error.unexpected);
      const { code, message, details, cause } = reply.error;
      throw new QrbarError(code, message, { details, ...(cause === undefined ? {} : { cause: new Error(cause) }) });
    },
    async close() {
      closed = true;
      // Waiting tasks start, see that the pool is closed and fail as OVERLOADED.
      while (queue.length > 0) queue.shift()?.();
      await piscina?.destroy();
    },
  };
}
