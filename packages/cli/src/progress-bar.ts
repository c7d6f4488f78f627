import type { Output } from "./io.js";

/** A progress bar on a terminal: redrawn in place, and nothing at all when no person watches. */
export interface ProgressBar {
  update(done: number, total: number): void;
  /** Clears the bar so that the next line starts clean. */
  finish(): void;
}

/**
 * A progress bar on `output` (standard error) when it is a terminal, else a silent one, so logs and
 * pipes get no control characters.
 *
 * @example
 * ```ts
 * const bar = progressBar(process.stderr, "generating");
 * bar.update(12, 50); // generating [#####...............]  12/50
 * bar.finish();
 * ```
 */
export function progressBar(output: Output, label: string): ProgressBar {
  if (!output.isTTY) return { update: () => {}, finish: () => {} };
  return {
    update(done, total) {
      const counter = `${String(done).padStart(String(total).length)}/${total}`;
      const width = Math.max(10, Math.min(40, (output.columns ?? 80) - label.length - counter.length - 6));
      const filled = Math.round((done / Math.max(total, 1)) * width);
      output.write(`\r${label} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${counter}`);
    },
    finish() {
      output.write("\r\x1b[K");
    },
  };
}
