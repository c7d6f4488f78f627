/** Median and 95th percentile of one measured operation, in milliseconds. */
export interface Timing {
  readonly name: string;
  readonly runs: number;
  readonly medianMs: number;
  readonly p95Ms: number;
}

/** Whether the bench runs in its short CI smoke form (`BENCH_SMOKE=1`): harness checked, not speed. */
export const SMOKE = process.env.BENCH_SMOKE === "1";

/**
 * The `p` quantile (0 to 1) of samples sorted in ascending order: the one at `floor(p * n)`, the
 * last for p close to 1; NaN for none.
 *
 * @example
 * ```ts
 * percentile([1, 2, 3, 4], 0.5); // 3
 * ```
 */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

/**
 * Median and p95 of samples measured elsewhere (e.g. whole HTTP round trips), in milliseconds.
 *
 * @example
 * ```ts
 * const t = timingOf("batch of 50", [41.2, 39.8, 40.5]);
 * ```
 */
export function timingOf(name: string, samplesMs: readonly number[]): Timing {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return { name, runs: sorted.length, medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

/** A named operation to time. */
type Side = readonly [string, () => unknown];

/**
 * The one timing loop: `warmup` untimed rounds (each side once a round), then blocks of `block` timed
 * calls of each side in turn, their names printed to stderr with a progress dot every tenth of the
 * blocks; one {@link Timing} a side, in the order given. Smoke runs time at most 5 calls a side
 * after 1 round: every side runs, and the figures mean nothing anyway.
 */
async function timeSides<const S extends readonly Side[]>(
  sides: S,
  runs: number,
  block: number,
  warmup: number,
): Promise<{ [K in keyof S]: Timing }> {
  const total = SMOKE ? Math.min(runs, 5) : runs;
  const size = Math.max(1, Math.min(block, total));
  for (let i = 0; i < (SMOKE ? 1 : warmup); i++) {
    for (const [, fn] of sides) await fn();
  }
  const timed = sides.map(([name, fn]) => ({ name, fn, samples: [] as number[] }));
  const blocks = Math.ceil(total / size);
  process.stderr.write(`  ${sides.map(([name]) => name).join(" / ")} `);
  for (let b = 0; b < blocks; b++) {
    for (const { fn, samples } of timed) {
      for (let i = 0; i < size; i++) {
        const start = performance.now();
        await fn();
        samples.push(performance.now() - start);
      }
    }
    if (b % Math.max(1, Math.floor(blocks / 10)) === 0) process.stderr.write(".");
  }
  process.stderr.write("\n");
  return timed.map(({ name, samples }) => timingOf(name, samples)) as { [K in keyof S]: Timing };
}

/**
 * Times `fn` `runs` times after `warmup` untimed calls and reports median and p95; prints a progress
 * dot to stderr every tenth of the runs.
 *
 * @example
 * ```ts
 * const t = await measure("qrcode.toBuffer", () => QRCode.toBuffer("x"), { runs: 2000 });
 * ```
 */
export async function measure(
  name: string,
  fn: () => unknown,
  { runs = 1000, warmup = Math.min(100, runs) }: { runs?: number; warmup?: number } = {},
): Promise<Timing> {
  const [timing] = await timeSides([[name, fn]], runs, 1, warmup);
  return timing;
}

/**
 * Times two operations in alternating blocks (ours, baseline, ours, ...) of `block` calls, so that a change
 * in the machine's load lands on both sides alike instead of on whichever was measured at the time; reports
 * each side's median and p95 per call. Prints a progress dot to stderr every tenth of the blocks.
 *
 * @example
 * ```ts
 * const { ours, baseline } = await measurePair(["ours", () => mine()], ["theirs", () => theirs()], { runs: 3000 });
 * ```
 */
export async function measurePair(
  ours: Side,
  baseline: Side,
  { runs = 1000, block = 50, warmup = Math.min(100, runs) }: { runs?: number; block?: number; warmup?: number } = {},
): Promise<{ ours: Timing; baseline: Timing }> {
  const [oursTiming, baselineTiming] = await timeSides([ours, baseline], runs, block, warmup);
  return { ours: oursTiming, baseline: baselineTiming };
}

/** One printed row: a figure, its baseline from the same run, and the ratio. */
export interface ComparisonRow {
  readonly figure: string;
  readonly ours: Timing;
  readonly baseline: Timing;
}

/**
 * How many times faster ours is than the baseline, by median.
 *
 * @example
 * ```ts
 * speedup({ figure: "url", ours, baseline }); // 78.1
 * ```
 */
export function speedup({ ours, baseline }: ComparisonRow): number {
  return baseline.medianMs / ours.medianMs;
}

/**
 * Rows as `results.json` keeps them: the figure, both timings and the speed-up.
 *
 * @example
 * ```ts
 * await saveResults("qr", { rows: resultRows(rows) });
 * ```
 */
export function resultRows(rows: readonly ComparisonRow[]): Array<ComparisonRow & { speedup: number }> {
  return rows.map((r) => ({ figure: r.figure, ours: r.ours, baseline: r.baseline, speedup: speedup(r) }));
}

/**
 * Prints rows as a table: median and p95 of ours and of the baseline, and how many times faster ours is.
 *
 * @example
 * ```ts
 * printComparison("QR PNG 300 px", [{ figure: "url", ours, baseline }]);
 * ```
 */
export function printComparison(title: string, rows: readonly ComparisonRow[]): void {
  const ms = (v: number) => v.toFixed(3).padStart(9);
  // As wide as the longest figure, so a label that names its caveat keeps the columns aligned.
  const width = Math.max(34, ...rows.map((row) => row.figure.length));
  console.log(`\n${title}`);
  console.log(
    `${"figure".padEnd(width)} ${"ours p50".padStart(9)} ${"ours p95".padStart(9)} ${"base p50".padStart(9)} ${"base p95".padStart(9)}  speed-up   baseline`,
  );
  for (const row of rows) {
    const { figure, ours, baseline } = row;
    const ratio = speedup(row);
    console.log(
      `${figure.padEnd(width)} ${ms(ours.medianMs)} ${ms(ours.p95Ms)} ${ms(baseline.medianMs)} ${ms(baseline.p95Ms)}  ${ratio.toFixed(1).padStart(7)}x  ${baseline.name}`,
    );
  }
}

/**
 * Merges one section of figures into `bench/results.json`, so runs can be compared; each section records
 * when it was measured, on which Node, and whether by a smoke run (whose figures mean nothing).
 *
 * @example
 * ```ts
 * await saveResults("qr", { png300: { oursMs: 0.4, baselineMs: 16 } });
 * ```
 */
export async function saveResults(section: string, data: unknown): Promise<void> {
  const { readFile, writeFile } = await import("node:fs/promises");
  const file = new URL("../results.json", import.meta.url);
  const all = JSON.parse(await readFile(file, "utf8").catch(() => "{}")) as Record<string, unknown>;
  all[section] = { ...(data as object), measuredAt: new Date().toISOString(), node: process.version, smoke: SMOKE };
  await writeFile(file, `${JSON.stringify(all, null, 2)}\n`);
}
