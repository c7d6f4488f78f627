// The worker-thread side of `createLabelPool`: one label per task, errors sent back as data (replyOf).
import { replyOf, type TaskReply } from "../workers/task-reply.js";
import { type GeneratedLabel, generateLabel } from "./generate-label.js";

/**
 * Generates one label inside a worker thread.
 *
 * @example
 * ```ts
 * const reply = await piscina.run(request); // { ok: true, value: label }
 * ```
 */
export default function labelTask(request: unknown): Promise<TaskReply<GeneratedLabel>> {
  return replyOf(() => generateLabel(request));
}
