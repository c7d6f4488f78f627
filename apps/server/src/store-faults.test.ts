import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serverReachable, TcpProxy, TEST_POSTGRES_URL, takePort } from "@qrbar/core/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { redisReachable, TEST_REDIS_URL } from "./testing/index.js";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));

/** Starts the server as `pnpm start` does, with `env`; resolves with how it ended, or kills it after 15 s. */
function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; ms: number; stderr: string; stdout: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", MAIN], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, ms: performance.now() - started, stderr: stderr.trim(), stdout });
    });
  });
}

const redisUp = await redisReachable();
const redisPort = new URL(TEST_REDIS_URL).port || "6379";

const pgUp = await serverReachable(TEST_POSTGRES_URL);
const pg = new URL(TEST_POSTGRES_URL);
pg.pathname = "/qrbar_no_such_db";

/** Bad STORAGE_URLs: what the server must say about each. */
const BAD_STORES: Array<[name: string, url: string, cause: RegExp]> = [
  [
    "an unwritable SQLite path",
    "sqlite:///proc/nope/x.sqlite",
    /sqlite:\/\/\/proc\/nope\/x\.sqlite cannot be used: no such directory: \/proc\/nope/,
  ],
  ["a SQLite path under a file", "sqlite:///etc/passwd/x.sqlite", /cannot be used: not a directory: \/etc\/passwd$/],
  [
    "an unreachable PostgreSQL",
    "postgres://postgres@127.0.0.1:1/test",
    /cannot be used: connection refused at 127\.0\.0\.1:1/,
  ],
  ["an unreachable Redis", "redis://127.0.0.1:1/0", /cannot be used: connection refused at 127\.0\.0\.1:1/],
];
if (pgUp) {
  BAD_STORES.push([
    "an unknown PostgreSQL database",
    pg.href,
    /cannot be used: database "qrbar_no_such_db" does not exist/,
  ]);
}
if (redisUp) {
  BAD_STORES.push(
    [
      "a Redis database index out of range",
      `redis://127.0.0.1:${redisPort}/99`,
      /cannot be used: ERR DB index is out of range/,
    ],
    [
      "a wrong Redis password",
      `redis://nobody:wrong@127.0.0.1:${redisPort}/0`,
      /redis:\/\/nobody:\*\*\*@127\.0\.0\.1:\d+\/0 cannot be used: WRONGPASS/,
    ],
  );
}

/**
 * How long this machine takes to load the server and fail without waiting on any store (its port is
 * taken): the start-up cost under tsx, which the store's own failure adds to.
 */
async function bootMs(): Promise<number> {
  const taken = await takePort();
  const { code, ms } = await startServer({ STORAGE_URL: "memory://", PORT: String(taken.port) });
  await taken.close();
  expect(code).toBe(1);
  return ms;
}

/**
 * The quickest load of the server measured so far. A failed start is judged against it first (a load measured now
 * is seldom quicker, so this is as strict); only when that fails is the load measured again (the machine may be
 * busier now), so that each case does not pay a second start of the server (4 to 5 s each on a busy machine).
 */
let quickestBootMs = Number.POSITIVE_INFINITY;

/** A failed start within 10 s on a quiet machine: at most 5 s more than loading the server takes here. */
async function expectQuickExit(ms: number, label: string): Promise<void> {
  const quick = (boot: number) => ms - boot < 5000 && ms < Math.max(10_000, boot + 5000);
  let boot = quickestBootMs;
  if (!Number.isFinite(boot) || !quick(boot)) {
    boot = await bootMs();
    quickestBootMs = Math.min(quickestBootMs, boot);
  }
  console.info(`${label}: exit 1 after ${ms.toFixed(0)} ms (loading the server alone: ${boot.toFixed(0)} ms)`);
  expect(ms - boot).toBeLessThan(5000);
  expect(ms).toBeLessThan(Math.max(10_000, boot + 5000));
}

describe("a store that cannot be used at start", () => {
  it.each(BAD_STORES)(
    "%s: exits 1 within 10 s with one sentence naming STORAGE_URL and the cause",
    async (_name, url, cause) => {
      const { code, ms, stderr, stdout } = await startServer({ STORAGE_URL: url });
      // The sentence alone: no log line about the store besides it.
      expect(stdout).not.toMatch(/store/);
      expect(code).toBe(1);
      await expectQuickExit(ms, url);
      expect(stderr).toMatch(/^qrbar: could not start: STORAGE_URL \S+ cannot be used: [^\n]+$/);
      expect(stderr).toMatch(cause);
      expect(stderr).not.toContain("wrong");
    },
    40_000,
  );
});

describe.runIf(redisUp)("a Redis that takes connections but never answers, at start", () => {
  it("stops the start within 10 s, saying it did not answer", async () => {
    const proxy = await TcpProxy.start({ host: new URL(TEST_REDIS_URL).hostname, port: Number(redisPort) });
    await proxy.cut("stall");
    try {
      const { code, ms, stderr } = await startServer({ STORAGE_URL: `redis://127.0.0.1:${proxy.port}/0` });
      expect(code).toBe(1);
      await expectQuickExit(ms, "a stalled Redis");
      expect(stderr).toMatch(/cannot be used: storage did not answer within 2000 ms$/);
    } finally {
      await proxy.close();
    }
  }, 40_000);
});

describe.runIf(redisUp)("a Redis store that goes away while serving", () => {
  let app: FastifyInstance | undefined;
  let proxy: TcpProxy | undefined;
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
  });

  it("answers 503 at once, and logs the fault once going down and once coming back", async () => {
    const target = new URL(TEST_REDIS_URL);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(redisPort) });
    const lines: Array<{ level: number; msg: string }> = [];
    const storageUrl = `redis://127.0.0.1:${proxy.port}${target.pathname}?prefix=qrbar_faults_${process.pid}`;
    app = await buildApp({
      config: loadConfig({ STORAGE_URL: storageUrl, RATE_LIMIT_MAX: "100000", LOG_LEVEL: "info" }),
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const generate = () =>
      fetch(`${base}/api/qr/generate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: "text", content: { text: "kept" } }),
      });
    expect((await generate()).status).toBe(200);

    await proxy.cut("refuse");
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const res = await generate();
      times.push(performance.now() - started);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    }
    console.info(`503 with Redis down: slowest of 10 in ${Math.max(...times).toFixed(0)} ms`);
    // Within the store's deadline (2 s), which a refused connection never waits for.
    expect(Math.max(...times)).toBeLessThan(2000);

    await proxy.restore();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await generate()).status;
    }
    expect(status).toBe(200);
    const downs = lines.filter((l) => l.msg.startsWith("the store does not answer"));
    expect(downs.map((l) => l.level)).toEqual([50]);
    expect(lines.filter((l) => l.msg === "the store answers again")).toHaveLength(1);
  }, 30_000);
});
