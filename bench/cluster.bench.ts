// Throughput of POST /api/qr/generate with WORKERS=1 and WORKERS=2, over the embedded SQLite store and
// (when it answers on loopback) over Redis. Each run starts the real server (`src/main.ts`, logs to a
// file as in production), warms it up for 5 s (so every worker's JIT has settled), then drives it from
// this process with CLUSTER_BENCH_CONNECTIONS (default 16) keep-alive connections for
// CLUSTER_BENCH_SECONDS (default 10), and prints requests per second, p50/p99 latency, the CPU the
// server, Redis and this load generator used, and codes per second of server and Redis CPU. Runs
// alternate (1, 2, 1, 2 workers), CLUSTER_BENCH_ROUNDS times (default 2), so drift in the machine's
// load hits both alike (the smoke: SQLite only, one run each of half a second after as long a warm-up). It also reports the bytes each
// stored code takes: SQLite file size per code, Redis used_memory per code. Loopback only; every run is
// bounded in time. Run: pnpm bench cluster
import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { Agent, request } from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { acceptsConnection } from "@qrbar/core/testing";
import { percentile, SMOKE, saveResults } from "./lib/measure.js";
import { REDIS_URL, redisCli, redisUsedMemory, unlinkKeys } from "./lib/redis.js";
import { cpuSeconds, startServer, tempDir } from "./lib/server.js";

const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? (SMOKE ? 0.5 : 10));
const WARMUP_SECONDS = SMOKE ? 0.5 : 5;
const CONNECTIONS = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.CLUSTER_BENCH_ROUNDS ?? (SMOKE ? 1 : 2));

interface Drive {
  readonly ok: number;
  readonly failed: number;
  /** Failed requests per HTTP status (0: the connection failed). */
  readonly failures: Record<string, number>;
  readonly latenciesMs: number[];
}

/** Keeps `CONNECTIONS` keep-alive connections busy generating QR codes until `endAt`. */
async function drive(port: number, endAt: number): Promise<Drive> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latenciesMs: number[] = [];
  let ok = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
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
        } else {
          failed++;
          failures[status] = (failures[status] ?? 0) + 1;
        }
      }
    }),
  );
  agent.destroy();
  return { ok, failed, failures, latenciesMs };
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
  /** Failed requests per HTTP status (0: the connection failed), warm-up included. */
  readonly failures: Record<string, number>;
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

/** The Redis server's own process (on loopback), to count the CPU it spends on the codes too. */
const redisPid = () => Number(/process_id:(\d+)/.exec(redisCli("info", "server"))?.[1] ?? 0);
const redisUp = (await acceptsConnection(REDIS_URL)) && redisCli("ping") === "PONG";

async function run({ store, workers }: Setup): Promise<RunResult> {
  const prefix = `qrbar_bench_${randomBytes(6).toString("hex")}`;
  const sqliteFile = join(tempDir(), "codes.sqlite");
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
  if (store === "redis") unlinkKeys(`${prefix}::`);
  const sorted = measured.latenciesMs.sort((a, b) => a - b);
  return {
    store,
    workers,
    requestsPerSecond: measured.ok / elapsed,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failed: measured.failed + warm.failed,
    failures: Object.fromEntries(
      [...new Set([...Object.keys(warm.failures), ...Object.keys(measured.failures)])].map((status) => [
        status,
        (warm.failures[status] ?? 0) + (measured.failures[status] ?? 0),
      ]),
    ),
    serverCores: serverCpu / elapsed,
    loadGeneratorCores: (own.user + own.system) / 1e6 / elapsed,
    redisCores: redisCpu / elapsed,
    codesPerCpuSecond: measured.ok / (serverCpu + redisCpu),
    storedBytesPerCode: storedBytes / codes,
    codes,
  };
}

// The smoke runs SQLite only (the Redis runs differ by the URL alone): each run starts a server.
const setups: Setup[] = (["sqlite", ...(redisUp && !SMOKE ? ["redis" as const] : [])] as const).flatMap((store) =>
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
    failedStatuses: rows.flatMap((r) => Object.entries(r.failures).map(([status, n]) => `${status}: ${n}`)).join(", "),
    runs: rows.map((r) => Math.round(r.requestsPerSecond)),
  };
  summary[`${setup.store}-w${setup.workers}`] = row;
  console.log(
    `${setup.store.padEnd(8)} ${String(setup.workers).padStart(7)} ${fixed(row.requestsPerSecond)} ${fixed(row.p50Ms, 2)} ${fixed(row.p99Ms, 2)} ${fixed(row.serverCores, 2)} ${fixed(row.redisCores, 2)} ${fixed(row.loadGeneratorCores, 2)} ${fixed(row.codesPerCpuSecond).padStart(11)} ${fixed(row.storedBytesPerCode)} ${row.failed}${row.failed ? ` (${row.failedStatuses})` : ""}  (runs: ${row.runs.join(", ")} req/s)`,
  );
}
/** Throughput of WORKERS=2 over WORKERS=1, per store: the gain from using both cores. */
const gain: Record<string, number> = {};
for (const store of new Set(setups.map((s) => s.store))) {
  const one = summary[`${store}-w1`] as { requestsPerSecond: number };
  const two = summary[`${store}-w2`] as { requestsPerSecond: number };
  gain[store] = two.requestsPerSecond / one.requestsPerSecond;
  console.log(`${store}: WORKERS=2 / WORKERS=1 = ${gain[store].toFixed(2)}x`);
}
await saveResults("cluster", {
  seconds: SECONDS,
  connections: CONNECTIONS,
  rounds: ROUNDS,
  loadBefore,
  loadAfter,
  ...summary,
  gain,
});
process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
