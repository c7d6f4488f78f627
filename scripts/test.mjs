#!/usr/bin/env node
// `npm test`: every check CI runs, from a bare clone. Sets up the clone (pnpm and the dependencies when
// missing, see bootstrap.mjs), then lint, typecheck and build (each must pass before the tests), then the
// tests of every package (vitest), the packages as a new user meets them (check:packages), every example
// against a real server, and the benchmark smoke (the harness, not the speed). The last line is the count,
// `tests: N passed, N failed, N skipped`; the status is 1 when any step failed.
// `--setup-only` stops after the set-up (to check it without running the suite).
// One test file while developing: `pnpm vitest run path/to/file.test.ts`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bootstrap } from "./bootstrap.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

bootstrap(ROOT);
if (process.argv.includes("--setup-only")) {
  process.stderr.write("qrbar: set up; stopping before the checks (--setup-only)\n");
  process.exit(0);
}

/** Runs `pnpm <args>` at the root with the terminal's output; its exit status. */
const pnpm = (args, env = process.env) => spawnSync("pnpm", args, { cwd: ROOT, stdio: "inherit", env }).status ?? 1;

// The tests need a clean lint, matching types and built packages (the start-script test and the packed
// packages run the dist): a failure here stops the run.
for (const step of [["lint"], ["typecheck"], ["build"]]) {
  const status = pnpm(step);
  if (status !== 0) {
    process.stderr.write(`qrbar: pnpm ${step.join(" ")} failed; no tests run\n`);
    process.exit(status);
  }
}

// The JSON report gives the closing count line.
const report = join(mkdtempSync(join(tmpdir(), "qrbar-test-")), "vitest.json");
const results = [
  pnpm(["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]),
  pnpm(["check:packages"]),
  pnpm(["examples"]),
  pnpm(["bench"], { ...process.env, BENCH_SMOKE: "1" }),
];

let counts = "tests: no report (vitest did not finish)";
try {
  const r = JSON.parse(readFileSync(report, "utf8"));
  counts = `tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`;
} catch {
  results.push(1);
}
process.stdout.write(`${counts}\n`);
process.exitCode = results.some((status) => status !== 0) ? 1 : 0;
