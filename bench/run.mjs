// Runs every bench/*.bench.ts in turn (one process each, so one cannot warm the JIT for another),
// printing their tables and how long each took; figures are also merged into bench/results.json, and
// the table of targets (summary.mjs) closes the run.
// BENCH_SMOKE=1 runs each with a handful of iterations: it checks the harness, not the speed.
// `node run.mjs qr storage` runs only the named benches.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { printSummary } from "./summary.mjs";

const dir = fileURLToPath(new URL(".", import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.includes(f.replace(".bench.ts", "")))
  .sort();
const started = new Date();
let failed = 0;
for (const [i, file] of files.entries()) {
  process.stderr.write(`\n[${i + 1}/${files.length}] ${file}\n`);
  const fileStarted = performance.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", "--conditions=source", "--expose-gc", file], {
    cwd: dir,
    stdio: "inherit",
  });
  if (run.status !== 0) failed++;
  process.stderr.write(
    `[${i + 1}/${files.length}] ${file}: ${run.status === 0 ? "done" : `FAILED (exit ${run.status})`} in ${((performance.now() - fileStarted) / 1000).toFixed(1)} s\n`,
  );
}
printSummary(started);
process.exit(failed ? 1 : 0);
