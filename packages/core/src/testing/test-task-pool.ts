import { createTaskPool, type PoolSize, type TaskPool } from "../workers/task-pool.js";
import type { TestAnswer, TestTask } from "./test-task-worker.js";

/**
 * A task pool over a worker whose tasks answer or spin forever ({@link TestTask}), to test what every
 * pool does (shares, deadlines, abandoned tasks) without real work's timing. Test support only.
 *
 * @example
 * ```ts
 * const pool = createTestTaskPool({ threads: 1, deadlineMs: 2000 });
 * await pool.run({ spin: true }); // PAYLOAD_TOO_LARGE after 2 s
 * ```
 */
export function createTestTaskPool(size: PoolSize): TaskPool<TestTask, TestAnswer> {
  return createTaskPool<TestTask, TestAnswer>({
    name: "the test pool",
    tasks: "test tasks",
    task: "test task",
    tooSlowAdvice: "give it less to do",
    worker: { from: import.meta.url, basename: "test-task-worker" },
    queuePerThread: 2,
    ...size,
  });
}
