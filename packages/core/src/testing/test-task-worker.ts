// The worker-thread side of `createTestTaskPool`: a task that answers, or one that never ends.
import { threadId } from "node:worker_threads";
import { replyOf, type TaskReply } from "../workers/task-reply.js";

/** What a test pool's task does: answer `echo` (after `sleepMs`) with the thread it ran on, or spin forever. */
export type TestTask = { readonly echo: string; readonly sleepMs?: number } | { readonly spin: true };

/** What an `echo` task answers. */
export interface TestAnswer {
  readonly echo: string;
  /** The worker thread that ran it: a stopped thread's replacement has another. */
  readonly threadId: number;
}

/**
 * Runs one test task inside a worker thread.
 *
 * @example
 * ```ts
 * const reply = await piscina.run({ echo: "hi" }); // { ok: true, value: { echo: "hi", threadId: 1 } }
 * ```
 */
export default function testTask(task: TestTask): Promise<TaskReply<TestAnswer>> {
  if ("spin" in task) {
    // A task that never ends and never yields: only stopping its thread ends it.
    for (;;) {}
  }
  return replyOf(async () => {
    if (task.sleepMs) await new Promise((resolve) => setTimeout(resolve, task.sleepMs));
    return { echo: task.echo, threadId };
  });
}
