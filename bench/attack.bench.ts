// Three attacks on a real server (src/main.ts as production runs it, WORKERS=1, the default limits), on
// the embedded SQLite store in a temp dir and, where it answers on loopback, on Redis. Attacker and
// victim are clients of their own: their sockets leave from different loopback addresses (127.0.0.2,
// 127.0.0.3, ...), as two hosts would, so the server's budgets tell them apart without TRUST_PROXY.
//   pool: the attacker keeps twice the generation pool's size of heavy styled codes in flight; the victim
//         asks for one heavy styled code at a time. Victim's success rate and p50/p99.
//   bytes: the attacker sends batches of 50 heavy styled 2048 px codes as fast as it is answered. Bytes the
//          store grew by, and that rate per attacker-hour (what it stored, if a budget stopped it first).
//   answer: the attacker asks for batches of 20 heavy styled 2048 px codes (about 20 MB of JSON each)
//           while the victim asks for GET /api/health every 20 ms. Victim's p50/p99/max.
// Each runs ATTACK_SECONDS (default 30, smoke 1). The smoke checks the harness in seconds: 256 px codes, batches
// of 5 and 2 instead of 50 and 20. Run: pnpm bench attack
import { readdirSync, statSync } from "node:fs";
import { Agent } from "node:http";
import { join } from "node:path";
import { SMOKE, saveResults } from "./lib/measure.js";
import { REDIS_URL, redisCli, redisUsedMemory, unlinkKeys } from "./lib/redis.js";
import { type Answer, send, type Via } from "./lib/send.js";
import { startServer, tempDir } from "./lib/server.js";

const SECONDS = Number(process.env.ATTACK_SECONDS ?? (SMOKE ? 1 : 30));
/** The attacker's code size: 2048 px, or 256 in a smoke run (which checks the harness in seconds). */
const HEAVY_SIZE = SMOKE ? 256 : 2048;
/** Items in the bytes attack's batches, and in the answer attack's (each answer about 20 MB of JSON). */
const BYTES_BATCH = SMOKE ? 5 : 50;
const ANSWER_BATCH = SMOKE ? 2 : 20;
/** The generation pool on this machine: one thread per core but one, 16 waiting per thread. */
const POOL_SIZE = 17;

/** One client: its own source address, its own keep-alive connections. */
const client = (n: number): Via => ({
  localAddress: `127.0.0.${n}`,
  agent: new Agent({ keepAlive: true, maxSockets: 64 }),
});

/** A styled code the victim might ask for: 400 px, rounded modules and eyes. */
const styled = (n: number) => ({
  type: "url",
  content: { url: `https://example.com/attack/${n}` },
  customization: { size: 400, module_shape: "rounded", eye: { outer_shape: "rounded", inner_shape: "dot" } },
});

/**
 * The attacker's code: 1,200 characters of text under a radial gradient at 2048 px, which defeats PNG
 * compression (about 770 KB, 0.7 s of drawing and proof on one core).
 */
const heavy = (n: number) => ({
  type: "text",
  content: {
    text: `${n} ${Array.from({ length: 1200 }, (_, i) => String.fromCharCode(33 + ((i * 7919 + n) % 90))).join("")}`,
  },
  customization: {
    size: HEAVY_SIZE,
    module_shape: "rounded",
    gradient: {
      type: "radial",
      stops: [
        { offset: 0, color: "#1A237E" },
        { offset: 1, color: "#000000" },
      ],
    },
  },
});

/** A client that waits a second after a refusal (as Retry-After asks), so that its rate limit lasts the run. */
const patient = async (answer: Promise<Answer>): Promise<Answer> => {
  const got = await answer;
  if (got.status !== 200) await new Promise((resolve) => setTimeout(resolve, 1000));
  return got;
};

/** Runs `fn` in `parallel` loops until `seconds` have passed; resolves with every answer. */
async function loop(parallel: number, seconds: number, fn: (n: number) => Promise<Answer>): Promise<Answer[]> {
  const until = performance.now() + seconds * 1000;
  const answers: Answer[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) answers.push(await fn(n++));
    }),
  );
  return answers;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
};

/** What the victim saw: how many answers, the share that succeeded, and latencies. */
function victimFigures(answers: readonly Answer[]) {
  const ok = answers.filter((a) => a.status === 200).length;
  const ms = answers.map((a) => a.ms);
  return {
    requests: answers.length,
    successRate: answers.length ? ok / answers.length : 0,
    p50Ms: percentile(ms, 0.5),
    p99Ms: percentile(ms, 0.99),
    maxMs: Math.max(...ms),
  };
}

const statuses = (answers: readonly Answer[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${status}x${count}`)
    .join(" ");
};

/** Where the server keeps codes in one run, and how many bytes that takes so far. */
interface Backend {
  readonly name: string;
  readonly storageUrl: string;
  readonly storedBytes: () => number;
  readonly close: () => void;
}

/** The embedded default: an SQLite file; its bytes are the database's and its write-ahead log's. */
function sqliteBackend(): Backend {
  const dir = tempDir();
  return {
    name: "sqlite",
    storageUrl: `sqlite://${join(dir, "codes.sqlite")}`,
    storedBytes: () => readdirSync(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0),
    close: () => {},
  };
}

/** Redis on loopback under a key prefix of its own (removed after); its bytes are the server's used_memory. */
function redisBackend(): Backend | undefined {
  if (redisCli("ping") !== "PONG") return undefined;
  const prefix = `qrbar_attack_${process.pid}`;
  return {
    name: "redis",
    storageUrl: `${REDIS_URL}?prefix=${prefix}`,
    storedBytes: redisUsedMemory,
    close: () => unlinkKeys(prefix),
  };
}

async function withServer<T>(backend: Backend, fn: (port: number) => Promise<T>): Promise<T> {
  const server = await startServer({ STORAGE_URL: backend.storageUrl, RATE_LIMIT_MAX: "1000" }, 1);
  try {
    return await fn(server.port);
  } finally {
    await server.stop();
  }
}

/** The victim's heavy codes while the attacker holds the generation pool. */
const poolAttack = (backend: Backend) =>
  withServer(backend, async (port) => {
    const attacker = client(2);
    const victim = client(3);
    const attack = loop(POOL_SIZE * 2, SECONDS, (n) =>
      patient(send(port, attacker, "POST", "/api/qr/generate", heavy(n))),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const seen = await loop(1, SECONDS - 0.5, (n) =>
      patient(send(port, victim, "POST", "/api/qr/generate", styled(n))),
    );
    const attacked = await attack;
    return { victim: victimFigures(seen), victimStatuses: statuses(seen), attackerStatuses: statuses(attacked) };
  });

/**
 * Bytes the attacker's batches store. Sampled each second: when the last quarter of the run stored under
 * 2 % of the whole, a budget has stopped the attacker, and what it stored is what its hour allows (every
 * window is an hour long); else the rate is extrapolated to an hour.
 */
const bytesAttack = (backend: Backend) =>
  withServer(backend, async (port) => {
    const attacker = client(4);
    const before = backend.storedBytes();
    const started = performance.now();
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(backend.storedBytes() - before), 1000);
    const answers = await loop(2, SECONDS, (n) =>
      patient(
        send(port, attacker, "POST", "/api/batch/qr", {
          items: Array.from({ length: BYTES_BATCH }, (_, i) => heavy(n * BYTES_BATCH + i)),
        }),
      ),
    );
    clearInterval(sampler);
    // The last batches end after the run's time: the rate is over the time it really took.
    const seconds = (performance.now() - started) / 1000;
    const stored = backend.storedBytes() - before;
    const lastQuarter = stored - (samples[Math.floor(samples.length * 0.75)] ?? 0);
    const stopped = stored > 0 && lastQuarter < stored * 0.02;
    return {
      storedBytes: stored,
      seconds,
      perAttackerHourBytes: stopped ? stored : (stored * 3600) / seconds,
      stoppedByBudget: stopped,
      attackerStatuses: statuses(answers),
    };
  });

/** The victim's health checks while the attacker's batch answers are written. */
const answerAttack = (backend: Backend) =>
  withServer(backend, async (port) => {
    const attacker = client(5);
    const victim = client(6);
    const attack = loop(2, SECONDS, (n) =>
      patient(
        send(port, attacker, "POST", "/api/batch/qr", {
          items: Array.from({ length: ANSWER_BATCH }, (_, i) => heavy(n * ANSWER_BATCH + i)),
        }),
      ),
    );
    const seen = await loop(1, SECONDS, async () => {
      const answer = await send(port, victim, "GET", "/api/health");
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer;
    });
    const attacked = await attack;
    const largest = Math.max(0, ...attacked.map((a) => a.raw.length));
    return { victim: victimFigures(seen), attackerStatuses: statuses(attacked), largestAnswerBytes: largest };
  });

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const ms = (v: number) => `${v.toFixed(0)} ms`;
const results: Record<string, unknown> = { seconds: SECONDS };
for (const backend of [sqliteBackend(), redisBackend()]) {
  if (!backend) continue;
  process.stderr.write(`  ${backend.name}: pool attack, ${SECONDS} s\n`);
  const pool = await poolAttack(backend);
  process.stderr.write(`  ${backend.name}: bytes attack, ${SECONDS} s\n`);
  const bytes = await bytesAttack(backend);
  process.stderr.write(`  ${backend.name}: answer attack, ${SECONDS} s\n`);
  const answer = await answerAttack(backend);
  backend.close();
  results[backend.name] = { pool, bytes, answer };
  console.log(
    `\nattacks on one server (${backend.name}), ${SECONDS} s each, attacker and victim from different addresses`,
  );
  console.log(
    `pool    victim heavy codes: ${pool.victim.requests} asked, ${pct(pool.victim.successRate)} answered 200, p50 ${ms(pool.victim.p50Ms)}, p99 ${ms(pool.victim.p99Ms)} (${pool.victimStatuses}); attacker ${pool.attackerStatuses}`,
  );
  console.log(
    `bytes   stored ${(bytes.storedBytes / 1e6).toFixed(1)} MB in ${bytes.seconds.toFixed(1)} s; ${(bytes.perAttackerHourBytes / 1e9).toFixed(2)} GB per attacker-hour${bytes.stoppedByBudget ? " (stopped by a budget)" : " (extrapolated)"}; attacker ${bytes.attackerStatuses}`,
  );
  console.log(
    `answer  victim health: ${answer.victim.requests} asked, ${pct(answer.victim.successRate)} answered 200, p50 ${ms(answer.victim.p50Ms)}, p99 ${ms(answer.victim.p99Ms)}, max ${ms(answer.victim.maxMs)}; attacker ${answer.attackerStatuses}, largest answer ${(answer.largestAnswerBytes / 1e6).toFixed(1)} MB`,
  );
}
await saveResults("attack", results);
