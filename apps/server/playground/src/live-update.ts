/** A debounced runner: see {@link liveUpdate}. */
export interface LiveUpdate {
  /** Asks for a run `delayMs` after the last call. */
  schedule(): void;
  /** Runs now (still one at a time). */
  now(): Promise<void>;
}

/**
 * Runs `task` after input has been quiet for `delayMs`, never two at once: a change during a run
 * starts one more run when it ends, and the answer of a run overtaken by a newer change is dropped
 * (`apply` is only called with the answer to the latest input). Typing a 30-character URL at normal
 * speed therefore costs a handful of runs (previews drawn, or requests), not 30.
 *
 * @example
 * ```ts
 * const live = liveUpdate(() => generate(form.value()), show, 250);
 * form.addEventListener("input", () => live.schedule());
 * ```
 */
export function liveUpdate<T>(
  task: () => Promise<T>,
  apply: (result: T) => void,
  fail: (error: unknown) => void,
  delayMs: number,
): LiveUpdate {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let changedDuringRun = false;

  const run = async (): Promise<void> => {
    if (running) {
      changedDuringRun = true;
      return running;
    }
    changedDuringRun = false;
    running = (async () => {
      let outcome: { ok: true; value: T } | { ok: false; error: unknown };
      try {
        outcome = { ok: true, value: await task() };
      } catch (error) {
        outcome = { ok: false, error };
      }
      running = undefined;
      if (changedDuringRun) return run();
      if (outcome.ok) apply(outcome.value);
      else fail(outcome.error);
    })();
    return running;
  };

  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), delayMs);
    },
    now() {
      clearTimeout(timer);
      return run();
    },
  };
}
