import { createTaskPool, type PoolCall, type TaskPoolSpec } from "./task-pool.js";

/** A {@link TaskPoolSpec} with the check a task passes on the caller's thread before it may queue. */
export interface GeneratorPoolSpec<Task> extends TaskPoolSpec {
  /** Throws what the worker would throw for invalid input (validation takes microseconds). */
  readonly validate: (task: Task) => void;
}

/** How one generator task is run: the caller's {@link PoolCall} and the task's cost (default 1). */
export interface GeneratorRunOptions extends PoolCall {
  readonly cost?: number;
}

/** A pool that turns tasks into files (images, PDF, ZPL) in worker threads. */
export interface GeneratorPool<Task, Value> {
  /**
   * Validates the task here, then runs it in a worker: every error the work throws, `OVERLOADED`,
   * `RATE_LIMITED` over the client's share, `PAYLOAD_TOO_LARGE` past the deadline.
   */
  run(task: Task, options?: GeneratorRunOptions): Promise<Value>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/**
 * A {@link createTaskPool} for work that generates bytes: each task is validated on the caller's
 * thread first, so bad input never queues, and the value's `bytes` (a plain `Uint8Array` after
 * structured cloning) is a `Buffer` again. The label and code generation pools are built on it.
 *
 * @example
 * ```ts
 * const pool = createGeneratorPool<unknown, GeneratedLabel>({ name: "the label printer", tasks: "labels",
 *   task: "label", tooSlowAdvice: "shorten its texts", worker: { from: import.meta.url, basename: "label-worker" },
 *   queuePerThread: 8, validate: validateLabelRequest });
 * const label = await pool.run(request, { client: "203.0.113.7" });
 * ```
 */
export function createGeneratorPool<Task, Value extends { readonly bytes: Uint8Array }>(
  spec: GeneratorPoolSpec<Task>,
): GeneratorPool<Task, Value> {
  const pool = createTaskPool<Task, Value>(spec);
  return {
    async run(task, options = {}) {
      spec.validate(task);
      const value = await pool.run(task, options);
      const { bytes } = value;
      return { ...value, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    },
    close: () => pool.close(),
  };
}
