// Throughput of POST /api/qr/generate with WORKERS=1 and WORKERS=2, over the embedded SQLite store and
// (when it answers on loopback) over Redis. Each run starts the real server (`src/main.ts`, logs to a
// file as in production), warms it up for 5 s (so every worker's JIT has settled), then drives it from
// this process with CLUSTER_BENCH_CONNECTIONS (default 16) keep-alive connections for
// CLUSTER_BENCH_SECONDS (default 10), and prints requests per second, p50/p99 latency, the CPU the
// server, Redis and this load generator used, and codes per second of server and Redis CPU. Runs
// alternate (1, 2, 1, 2 workers), CLUSTER_BENCH_ROUNDS times (default 2), so drift in the machine's
// load hits both alike. It also reports the bytes each stored code takes: SQLite file size per code,
// Redis used_memory per code. Loopback only; every run is bounded in time. Run: pnpm bench cluster
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import { Agent, request } from "node:http";
import { createConnection } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SMOKE, saveResults } from "./lib/measure.js";

const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? (SMOKE ? 2 : 10));
const WARMUP_SECONDS = SMOKE ? 1 : 5;
const CONNECTIONS = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.CLUSTER_BENCH_ROUNDS ?? (SMOKE ? 1 : 2));
const REDIS_URL = process.env.QRBAR_TEST_REDIS_URL ?? "redis://127.0.0.1:6379/0";
const MAIN = fileURLToPath(new URL("../apps/server/src/main.ts", import.meta.url));
const CLOCK_TICKS = 100; // USER_HZ on Linux: /proc/<pid>/stat counts CPU time in 1/100 s

interface Server {
  readonly pid: number;
  readonly port: number;
  readonly stop: () => Promise<void>;
}

/** Starts the server with `env` and resolves once all its workers listen (read from its log file). */
async function startServer(env: NodeJS.ProcessEnv, workers: number): Promise<Server> {
  const logFile = join(mkdtempSync(join(tmpdir(), "qrbar-cluster-bench-")), "server.log");
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", MAIN], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", RATE_LIMIT_MAX: "10000000", WORKERS: String(workers), ...env },
    stdio: ["ignore", openSync(logFile, "w"), "inherit"],
  });
  const ready =
    workers > 1 ? /"msg":"\d+ workers listening on port (\d+)"/ : /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const port = ready.exec(readFileSync(logFile, "utf8"))?.[1];
    if (port) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      const stop = () => {
        child.kill("SIGTERM");
        return exited;
      };
      return { pid: child.pid as number, port: Number(port), stop };
    }
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${readFileSync(logFile, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** CPU seconds used so far by a process and its children that are still running (the workers). */
function cpuSeconds(pid: number): number {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
  };
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { ppid, cpu } = ticks(readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (Number(entry) === pid || ppid === pid) total += cpu;
    } catch {
      // The process ended while being read.
    }
  }
  return total / CLOCK_TICKS;
}

interface Drive {
  readonly ok: number;
  readonly failed: number;
  readonly latenciesMs: number[];
}

/** Keeps `CONNECTIONS` keep-alive connections busy generating QR codes until `endAt`. */
async function drive(port: number, endAt: number): Promise<Drive> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latenciesMs: number[] = [];
  let ok = 0;
  let failed = 0;
  let n = 0;
  const one = () =>
    new Promise<number>((resolve) => {
      const body = JSON.stringify({ type: "url", content: { url: `https://example.com/bench/${++n}` } });
      const req = request({
        host: "127.0.0.1",
        port,
        path: "/api/qr/generate",
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      });
      req.once("response", (res) => {
        res.resume();
        res.once("end", () => resolve(res.statusCode ?? 0));
      });
      req.once("error", () => resolve(0));
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < endAt) {
        const started = performance.now();
        const status = await one();
        if (status === 200) {
          ok++;
          latenciesMs.push(performance.now() - started);
        } else failed++;
      }
    }),
  );
  agent.destroy();
  return { ok, failed, latenciesMs };
}

interface Setup {
  readonly store: "sqlite" | "redis";
  readonly workers: number;
}

interface RunResult extends Setup {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly failed: number;
  /** Cores the server (primary and workers) kept busy during the measured seconds. */
  readonly serverCores: number;
  /** Cores this load generator kept busy. */
  readonly loadGeneratorCores: number;
  /** Cores the Redis server kept busy (0 for SQLite). */
  readonly redisCores: number;
  /** Codes generated and stored per second of CPU time: the server's, and the Redis server's. */
  readonly codesPerCpuSecond: number;
  /** Bytes the store grew by per stored code. */
  readonly storedBytesPerCode: number;
  readonly codes: number;
}

const redisCli = (...args: string[]) =>
  spawnSync("redis-cli", ["-u", REDIS_URL, ...args], { encoding: "utf8" }).stdout?.trim() ?? "";
/** The Redis server's own process (on loopback), to count the CPU it spends on the codes too. */
const redisPid = () => Number(/process_id:(\d+)/.exec(redisCli("info", "server"))?.[1] ?? 0);
const redisUsedMemory = () => Number(/used_memory:(\d+)/.exec(redisCli("info", "memory"))?.[1] ?? Number.NaN);
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = createConnection({ host: hostname, port: Number(port) || 6379, timeout: 1000 });
  const done = (up: boolean) => {
    socket.destroy();
    resolve(up);
  };
  socket.once("connect", () => done(redisCli("ping") === "PONG")).once("error", () => done(false));
});

async function run({ store, workers }: Setup): Promise<RunResult> {
  const prefix = `qrbar_bench_${randomBytes(6).toString("hex")}`;
  const sqliteFile = join(mkdtempSync(join(tmpdir(), "qrbar-cluster-bench-")), "codes.sqlite");
  const storageUrl = store === "sqlite" ? `sqlite://${sqliteFile}` : `${REDIS_URL}?prefix=${prefix}`;
  const memoryBefore = store === "redis" ? redisUsedMemory() : 0;
  const server = await startServer({ STORAGE_URL: storageUrl, RETENTION_DAYS: "1" }, workers);
  process.stderr.write(`  ${store}, WORKERS=${workers}: warm-up ${WARMUP_SECONDS} s, measuring ${SECONDS} s\n`);
  const warm = await drive(server.port, Date.now() + WARMUP_SECONDS * 1000);
  const cpuBefore = cpuSeconds(server.pid);
  const redisCpuBefore = store === "redis" ? cpuSeconds(redisPid()) : 0;
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const measured = await drive(server.port, Date.now() + SECONDS * 1000);
  const elapsed = (performance.now() - started) / 1000;
  const serverCpu = cpuSeconds(server.pid) - cpuBefore;
  const redisCpu = store === "redis" ? cpuSeconds(redisPid()) - redisCpuBefore : 0;
  const own = process.cpuUsage(ownBefore);
  const codes = warm.ok + measured.ok;
  const memoryAfter = store === "redis" ? redisUsedMemory() : 0;
  await server.stop();
  // A clean close checkpoints the WAL into the file, so its size is what the codes take.
  const storedBytes = store === "sqlite" ? statSync(sqliteFile).size : memoryAfter - memoryBefore;
  if (store === "redis") {
    for (
      let keys = redisCli("--scan", "--pattern", `${prefix}::*`).split("\n").filter(Boolean);
      keys.length > 0;
      keys = keys.slice(500)
    ) {
      redisCli("unlink", ...keys.slice(0, 500));
    }
  }
  const sorted = measured.latenciesMs.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return {
    store,
    workers,
    requestsPerSecond: measured.ok / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failed: measured.failed + warm.failed,
    serverCores: serverCpu / elapsed,
    loadGeneratorCores: (own.user + own.system) / 1e6 / elapsed,
    redisCores: redisCpu / elapsed,
    codesPerCpuSecond: measured.ok / (serverCpu + redisCpu),
    storedBytesPerCode: storedBytes / codes,
    codes,
  };
}

const setups: Setup[] = (["sqlite", ...(redisUp ? ["redis" as const] : [])] as const).flatMap((store) =>
  [1, 2].map((workers) => ({ store, workers })),
);
const loadBefore = loadavg()[0] ?? 0;
const results: RunResult[] = [];
for (let round = 0; round < ROUNDS; round++) for (const setup of setups) results.push(await run(setup));
const loadAfter = loadavg()[0] ?? 0;

const mean = (rows: RunResult[], pick: (r: RunResult) => number) =>
  rows.reduce((sum, r) => sum + pick(r), 0) / rows.length;
const fixed = (v: number, digits = 0) => v.toFixed(digits).padStart(9);
console.log(
  `\nPOST /api/qr/generate (url, 300 px PNG), ${CONNECTIONS} keep-alive connections, ${SECONDS} s per run, ${ROUNDS} run(s) each;` +
    ` load generator in this process on the same 2 cores; load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)}`,
);
console.log(
  `${"store".padEnd(8)} ${"workers".padStart(7)} ${"req/s".padStart(9)} ${"p50 ms".padStart(9)} ${"p99 ms".padStart(9)} ${"srv cores".padStart(9)} ${"redis".padStart(9)} ${"gen cores".padStart(9)} ${"codes/cpu-s".padStart(11)} ${"B/code".padStart(9)} failed`,
);
const summary: Record<string, object> = {};
for (const setup of setups) {
  const rows = results.filter((r) => r.store === setup.store && r.workers === setup.workers);
  const row = {
    requestsPerSecond: mean(rows, (r) => r.requestsPerSecond),
    p50Ms: mean(rows, (r) => r.p50Ms),
    p99Ms: mean(rows, (r) => r.p99Ms),
    serverCores: mean(rows, (r) => r.serverCores),
    redisCores: mean(rows, (r) => r.redisCores),
    loadGeneratorCores: mean(rows, (r) => r.loadGeneratorCores),
    codesPerCpuSecond: mean(rows, (r) => r.codesPerCpuSecond),
    storedBytesPerCode: mean(rows, (r) => r.storedBytesPerCode),
    failed: rows.reduce((sum, r) => sum + r.failed, 0),
    runs: rows.map((r) => Math.round(r.requestsPerSecond)),
  };
  summary[`${setup.store}-w${setup.workers}`] = row;
  console.log(
    `${setup.store.padEnd(8)} ${String(setup.workers).padStart(7)} ${fixed(row.requestsPerSecond)} ${fixed(row.p50Ms, 2)} ${fixed(row.p99Ms, 2)} ${fixed(row.serverCores, 2)} ${fixed(row.redisCores, 2)} ${fixed(row.loadGeneratorCores, 2)} ${fixed(row.codesPerCpuSecond).padStart(11)} ${fixed(row.storedBytesPerCode)} ${row.failed}  (runs: ${row.runs.join(", ")} req/s)`,
  );
}
for (const store of new Set(setups.map((s) => s.store))) {
  const one = summary[`${store}-w1`] as { requestsPerSecond: number };
  const two = summary[`${store}-w2`] as { requestsPerSecond: number };
  console.log(`${store}: WORKERS=2 / WORKERS=1 = ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}x`);
}
await saveResults("cluster", {
  seconds: SECONDS,
  connections: CONNECTIONS,
  rounds: ROUNDS,
  loadBefore,
  loadAfter,
  ...summary,
});
process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
