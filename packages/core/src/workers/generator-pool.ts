import { createTaskPool, type TaskPoolSpec } from "./task-pool.js";

/** A {@link TaskPoolSpec} with the check a task passes on the caller's thread before it may queue. */
export interface GeneratorPoolSpec<Task> extends TaskPoolSpec {
  /** Throws what the worker would throw for invalid input (validation takes microseconds). */
  readonly validate: (task: Task) => void;
}

/** A pool that turns tasks into files (images, PDF, ZPL) in worker threads. */
export interface GeneratorPool<Task, Value> {
  /** Validates the task here, then runs it in a worker: every error the work throws, and `OVERLOADED`. */
  run(task: Task): Promise<Value>;
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
 *   worker: { from: import.meta.url, basename: "label-worker" }, queuePerThread: 8, validate: validateLabelRequest });
 * const label = await pool.run(request);
 * ```
 */
export function createGeneratorPool<Task, Value extends { readonly bytes: Buffer }>(
  spec: GeneratorPoolSpec<Task>,
): GeneratorPool<Task, Value> {
  const pool = createTaskPool<Task, Value>(spec);
  return {
    async run(task) {
      spec.validate(task);
      const value = await pool.run(task);
      const { bytes } = value;
      return { ...value, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    },
    close: () => pool.close(),
  };
}
