import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { QrbarError } from "../errors/qrbar-error.js";
import type { TaskReply } from "./task-reply.js";

/** Seconds a client is told to wait (`Retry-After`) when a pool's queue is full. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 2;

/** How large a pool is: the options of every pool built on {@link createTaskPool}. */
export interface PoolSize {
  /** Worker threads (default: one per core but one, at least 1, so the event loop keeps a core). */
  readonly threads?: number;
  /** Tasks that may wait for a free thread (default a few per thread); beyond that `OVERLOADED`. */
  readonly maxQueue?: number;
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
  /** Runs a task in a worker; the worker's `QrbarError`s come back as they were; `OVERLOADED` when full. */
  run(task: Task, transferList?: ArrayBuffer[]): Promise<Value>;
  /** Stops the threads; tasks still queued fail as `OVERLOADED`. */
  close(): Promise<void>;
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
  const threads = Math.max(1, Math.floor(spec.threads ?? availableParallelism() - 1));
  const maxQueue = Math.max(0, Math.floor(spec.maxQueue ?? threads * spec.queuePerThread));
  const overloaded = (why: string) =>
    new QrbarError("OVERLOADED", `${spec.name} is busy (${why}); retry in ${OVERLOADED_RETRY_AFTER_SECONDS} s`, {
      retryAfterSeconds: OVERLOADED_RETRY_AFTER_SECONDS,
    });
  const failed = (cause: unknown) => new QrbarError("INTERNAL_ERROR", `${spec.name} failed; please retry`, { cause });
  let piscina: Piscina | undefined;
  let closed = false;
  let inFlight = 0;

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

  return {
    threads,
    maxQueue,
    get pending() {
      return inFlight;
    },
    async run(task, transferList) {
      if (closed) throw overloaded("it is shutting down");
      // Each thread runs one task at a time, so everything in flight beyond the threads is queued.
      if (inFlight >= threads + maxQueue) throw overloaded(`${inFlight - threads} ${spec.tasks} are already waiting`);
      const pool = start();
      inFlight++;
      let reply: TaskReply<Value>;
      try {
        reply = await pool.run(task, transferList ? { transferList } : {});
      } catch (error) {
        if (closed) throw overloaded("it is shutting down");
        throw failed(error);
      } finally {
        inFlight--;
      }
      if (reply.ok) return reply.value;
      if ("unexpected" in reply.error) throw failed(reply.error.unexpected);
      const { code, message, details, cause } = reply.error;
      throw new QrbarError(code, message, { details, ...(cause === undefined ? {} : { cause: new Error(cause) }) });
    },
    async close() {
      closed = true;
      await piscina?.destroy();
    },
  };
}
