#!/usr/bin/env node
// `npm start` (or `pnpm start`): the server from an up-to-date build. Sets up the clone first (pnpm and the
// dependencies when missing, see bootstrap.mjs), then builds only the packages the server runs on
// (contract, core, server) and only those whose dist is missing or older than their sources; keeps
// the data in <repo>/.data whatever directory it is started from; on a terminal prints one line with
// the addresses and pretty logs, elsewhere the JSON log lines as they are; Ctrl-C stops it quietly.
// package.json runs it with `exec`, so that no shell sits between pnpm and this script: a terminal's
// Ctrl-C signals the whole process group, and dash (Debian's sh) then dies of SIGINT itself even when its
// child ends with 0, which pnpm reports as `ELIFECYCLE Command failed`. With `exec`, pnpm sees this
// script's own exit status: 0 once the server has stopped gracefully.
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { bootstrap } from "./bootstrap.mjs";
import { stalePackages } from "./stale-packages.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

bootstrap(ROOT);

// The JavaScript only (`build:js`): the server runs without the packages' type declarations, whose build took
// 341 of the 372 s a clean clone waited for its first answer on a busy 2-core machine (the workspace type-checks
// against the sources; `pnpm build`, which npm test runs, writes the declarations a packed package ships).
for (const { name, reason } of stalePackages(ROOT)) {
  process.stderr.write(`qrbar: building ${name} (its dist is ${reason})\n`);
  const build = spawnSync("pnpm", ["--filter", name, "build:js"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? "3000";
const env = {
  ...process.env,
  // A relative sqlite:// path would follow the directory `npm start` was typed in.
  STORAGE_URL: process.env.STORAGE_URL ?? `sqlite://${join(ROOT, ".data", "qrbar.sqlite")}`,
};
const terminal = Boolean(process.stdout.isTTY);
// In a process group of its own, so that a terminal's Ctrl-C reaches it once, through this script.
const server = spawn(process.execPath, [join(ROOT, "apps/server/dist/main.js")], {
  cwd: ROOT,
  env,
  detached: true,
  stdio: ["ignore", terminal ? "pipe" : "inherit", "inherit"],
});

if (terminal) {
  // pino-pretty's formatter, line by line: the server's own output stays JSON wherever it is not a person reading.
  const { prettyFactory } = createRequire(import.meta.url)("pino-pretty");
  const pretty = prettyFactory({ colorize: true, translateTime: "HH:MM:ss", ignore: "pid,hostname" });
  createInterface({ input: server.stdout }).on("line", (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = undefined;
    }
    process.stdout.write(entry ? pretty(entry) : `${line}\n`);
  });
}

/** Prints where everything is once the server answers. */
async function announce() {
  const host =
    !process.env.HOST || process.env.HOST === "0.0.0.0" || process.env.HOST === "::" ? "localhost" : process.env.HOST;
  const base = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt++) {
    const ok = await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    );
    if (ok) {
      process.stderr.write(
        `qrbar: page ${base}/  docs ${base}/api/docs  API ${base}/api  (data in ${env.STORAGE_URL}; Ctrl-C stops)\n`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
void announce();

// Ctrl-C or a stop signal: passed on once; the server stops after the requests in flight, and this
// script ends with its exit code, without a stack trace or an error of its own.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.kill("SIGTERM");
  });
}
server.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 0 : 1);
});
