// Three figures of POST /api/batch/qr against the real server (src/main.ts, WORKERS=1, embedded SQLite
// store in a temp dir), over keep-alive connections on loopback. Run: pnpm bench batch
//
// 1. Speed: 50 items against the same 50 items sent as 50 sequential POST /api/qr/generate, over one
//    connection. Rounds alternate batch and sequential (BATCH_BENCH_ROUNDS, default 20, smoke 3) after two
//    untimed warm-up rounds; each round's items are new (url type, 300 px PNG), so every code differs.
//    Prints the median and p95 of each and how many times faster the batch is.
// 2. Stall: the longest the server's event loop stalls while the largest answer a batch may give is
//    made, stored and sent: a batch of 50 styled 2048 px PNGs (dots, a radial gradient, a transparent
//    background and 800 characters: about 1.7 MB each, as in the attack whose 100 MB answer made a health
//    probe wait 9.2 s); the answer holds items up to its 12 MB of images, the rest fail unstored. Measured
//    in the server with perf_hooks.monitorEventLoopDelay (Node's default metrics, read from METRICS_PORT:
//    its maximum since the previous scrape, at 10 ms resolution), and as another client sees it: GET
//    /api/health on a connection of its own, one at a time every 5 ms (the answer is parsed only once the
//    probing stops, so the bench's own work does not delay its probe). Each round is paired with an idle
//    period as long, measured the same way: what the machine's own noise gives. STALL_ROUNDS rounds
//    (default 5, smoke 1); the figure is the median of the rounds' longest stalls (a round whose idle
//    period stalls too shows another process took the cores), with the longest of all beside it.
// 3. Bytes stored per attacker-hour: a server with the default limits (1000 requests and 30 MB of
//    images an hour per client); one client sends batches of 50 version-40 SVGs (about 115 KB each) until
//    a batch stores nothing (at most ATTACK_BATCHES, default 25). What it stored is all one client can
//    store in the hour (the windows are fixed).
// The smoke checks the harness in seconds: 3 rounds, one stall round of 5 styled 512 px PNGs (each is proven
// scannable, so 50 of them took 12 s), 2 attacker batches.
import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import { join } from "node:path";
import { SMOKE, saveResults, timingOf } from "./lib/measure.js";
import { send } from "./lib/send.js";
import { startServer, tempDir } from "./lib/server.js";

const ROUNDS = Number(process.env.BATCH_BENCH_ROUNDS ?? (SMOKE ? 3 : 20));
const STALL_ROUNDS = Number(process.env.STALL_ROUNDS ?? (SMOKE ? 1 : 5));
const WARMUP_ROUNDS = 2;
const ITEMS = 50;
const PROBE_EVERY_MS = 5;
const ATTACK_BATCHES = Number(process.env.ATTACK_BATCHES ?? (SMOKE ? 2 : 25));
/** The stall round's PNG size and items: 50 of 2048 px, or 5 of 512 px in a smoke run (the answer then stays under its 12 MB). */
const STALL_SIZE = SMOKE ? 512 : 2048;
const STALL_ITEMS = SMOKE ? 5 : ITEMS;

const sqlite = () => `sqlite://${join(tempDir(), "codes.sqlite")}`;
// Stored bytes out of the way of rounds 1 and 2 (round 3 runs its own server with the defaults).
const server = await startServer({ STORAGE_URL: sqlite(), STORE_BYTES_MAX: "1000GB", METRICS_PORT: "0" }, 1);
const metricsPort = Number(/metrics at http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(server.log())?.[1]);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const stopServer = async () => {
  agent.destroy();
  await server.stop();
};

/** POSTs `body` as JSON on the one connection; resolves with the parsed answer, rejects on non-200. */
async function post(path: string, body: unknown): Promise<unknown> {
  const answer = await send(server.port, { agent }, "POST", path, body);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.raw}`);
  return answer.json();
}

const itemsOf = (round: number) =>
  Array.from({ length: ITEMS }, (_, i) => ({
    type: "url",
    content: { url: `https://example.com/batch/${round}/${i}` },
    customization: { size: 300 },
  }));

/** Milliseconds `fn` takes. */
const time = async (fn: () => Promise<unknown>) => {
  const started = performance.now();
  await fn();
  return performance.now() - started;
};

const batchMs: number[] = [];
const sequentialMs: number[] = [];
process.stderr.write(`  ${ROUNDS} rounds of batch vs ${ITEMS} sequential `);
try {
  for (let round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
    const items = itemsOf(round);
    const batch = await time(async () => {
      const answer = (await post("/api/batch/qr", { items })) as { successful: number };
      if (answer.successful !== ITEMS) throw new Error(`batch: ${answer.successful} of ${ITEMS} succeeded`);
    });
    const sequential = await time(async () => {
      for (const item of itemsOf(round + 0.5)) await post("/api/qr/generate", item);
    });
    if (round >= 0) {
      batchMs.push(batch);
      sequentialMs.push(sequential);
      process.stderr.write(".");
    }
  }
} catch (error) {
  await stopServer();
  throw error;
} finally {
  process.stderr.write("\n");
}

const styledItems = (round: number) =>
  Array.from({ length: STALL_ITEMS }, (_, i) => ({
    type: "text",
    content: { text: `${randomBytes(600).toString("base64")} ${round}/${i}` },
    customization: {
      size: STALL_SIZE,
      module_shape: "dots",
      back_color: "transparent",
      gradient: {
        type: "radial",
        stops: [
          { offset: 0, color: "#1A237E" },
          { offset: 0.5, color: "#B71C1C" },
          { offset: 1, color: "#000000" },
        ],
      },
    },
  }));

/** The server's longest event-loop delay since the last call, in ms (each scrape resets Node's histogram). */
async function loopDelayMaxMs(): Promise<number> {
  const metrics = (await send(metricsPort, { agent: new Agent() }, "GET", "/metrics")).raw.toString();
  return 1000 * Number(/^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(metrics)?.[1]);
}

/** What `during` made the server and another client wait: the loop's longest stall, and the probe's round trips. */
async function stallDuring<T>(during: () => Promise<T>) {
  await loopDelayMaxMs();
  const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const probesMs: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      probesMs.push((await send(server.port, { agent: probeAgent }, "GET", "/api/health")).ms);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const started = performance.now();
  const result = await during();
  const ms = performance.now() - started;
  running = false;
  await probing;
  probeAgent.destroy();
  const loopMs = await loopDelayMaxMs();
  const sorted = probesMs.sort((a, b) => a - b);
  const probe = {
    probes: sorted.length,
    longestMs: sorted.at(-1) ?? 0,
    p99Ms: sorted[Math.floor(0.99 * (sorted.length - 1))] ?? 0,
  };
  return { result, ms, loopMs, probe };
}

const stalls: Array<{
  answerBytes: number;
  stored: number;
  batchMs: number;
  loopMs: number;
  probe: { probes: number; longestMs: number; p99Ms: number };
  idle: { loopMs: number; probe: { probes: number; longestMs: number; p99Ms: number } };
}> = [];
process.stderr.write(
  `  ${STALL_ROUNDS} rounds of a batch of ${STALL_ITEMS} styled ${STALL_SIZE} px PNGs, and as long idle `,
);
try {
  for (let round = 0; round < STALL_ROUNDS; round++) {
    const batch = await stallDuring(() =>
      send(server.port, { agent }, "POST", "/api/batch/qr", { items: styledItems(round) }),
    );
    if (batch.result.status !== 200) throw new Error(`the batch answered ${batch.result.status}`);
    const idle = await stallDuring(() => new Promise((resolve) => setTimeout(resolve, batch.ms)));
    stalls.push({
      answerBytes: batch.result.raw.length,
      stored: batch.result.json().successful,
      batchMs: batch.ms,
      loopMs: batch.loopMs,
      probe: batch.probe,
      idle: { loopMs: idle.loopMs, probe: idle.probe },
    });
    process.stderr.write(".");
  }
} finally {
  process.stderr.write("\n");
  await stopServer();
}

/** Round 3: all one client can store in an hour with the default limits. */
async function bytesPerAttackerHour() {
  const defaults = await startServer({ STORAGE_URL: sqlite(), RATE_LIMIT_MAX: "" }, 1);
  const attacker = new Agent({ keepAlive: true, maxSockets: 1 });
  const v40 = (batch: number) =>
    Array.from({ length: ITEMS }, (_, i) => ({
      type: "text",
      content: { text: `${randomBytes(2200).toString("base64").slice(0, 2900)}${batch}/${i}` },
      customization: { format: "SVG", error_correction: "L" },
    }));
  let stored = 0;
  let batches = 0;
  let stopped = false;
  const refusals: Record<string, number> = {};
  process.stderr.write("  one client storing batches of 50 version-40 SVGs until a batch stores nothing ");
  try {
    while (batches < ATTACK_BATCHES) {
      const answer = await send(defaults.port, { agent: attacker }, "POST", "/api/batch/qr", { items: v40(batches++) });
      process.stderr.write(".");
      if (answer.status !== 200) {
        const key = `${answer.status} ${answer.json().code}`;
        refusals[key] = (refusals[key] ?? 0) + 1;
        stopped = true;
        break;
      }
      let thisBatch = 0;
      for (const result of answer.json().results) {
        if (result.success) thisBatch += Buffer.from(result.image_base64.split(",")[1], "base64").length;
        else refusals[result.code] = (refusals[result.code] ?? 0) + 1;
      }
      stored += thisBatch;
      stopped = thisBatch === 0;
      if (stopped) break;
    }
  } finally {
    process.stderr.write("\n");
    attacker.destroy();
    await defaults.stop();
  }
  return { batches, storedBytes: stored, refusals, stopped };
}
const attack = await bytesPerAttackerHour();

const batch = timingOf(`POST /api/batch/qr x ${ITEMS} items`, batchMs);
const sequential = timingOf(`${ITEMS} x POST /api/qr/generate, one after another`, sequentialMs);
const speedup = sequential.medianMs / batch.medianMs;
console.log(`\nBatch of ${ITEMS} url PNG 300 px over one keep-alive connection (SQLite, 1 worker), ${ROUNDS} rounds`);
for (const t of [batch, sequential])
  console.log(
    `${t.name.padEnd(48)} median ${t.medianMs.toFixed(1).padStart(7)} ms  p95 ${t.p95Ms.toFixed(1).padStart(7)} ms`,
  );
console.log(`batch is ${speedup.toFixed(2)}x faster than ${ITEMS} sequential requests`);

/** The median and the largest of one figure over the rounds. */
const overRounds = (of: (s: (typeof stalls)[number]) => number) => {
  const sorted = stalls.map(of).sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, maxMs: sorted.at(-1) ?? 0 };
};
const stall = {
  loop: overRounds((s) => s.loopMs),
  idleLoop: overRounds((s) => s.idle.loopMs),
  probe: overRounds((s) => s.probe.longestMs),
  idleProbe: overRounds((s) => s.idle.probe.longestMs),
};
console.log(`\nStall: a batch of ${STALL_ITEMS} styled ${STALL_SIZE} px PNGs (and as long idle, in brackets)`);
for (const s of stalls)
  console.log(
    `answer ${(s.answerBytes / 1e6).toFixed(1)} MB, ${s.stored} of ${STALL_ITEMS} items stored, ${s.batchMs.toFixed(0)} ms; event loop's longest stall ${s.loopMs.toFixed(1)} ms (${s.idle.loopMs.toFixed(1)}); ${s.probe.probes} probes, longest ${s.probe.longestMs.toFixed(1)} ms (${s.idle.probe.longestMs.toFixed(1)}), p99 ${s.probe.p99Ms.toFixed(1)} ms (${s.idle.probe.p99Ms.toFixed(1)})`,
  );
const both = (f: { medianMs: number; maxMs: number }) => `${f.medianMs.toFixed(1)} ms (longest ${f.maxMs.toFixed(1)})`;
console.log(
  `median of the rounds: event loop ${both(stall.loop)}, idle ${both(stall.idleLoop)}; another client's wait ${both(stall.probe)}, idle ${both(stall.idleProbe)}; target < 50 ms`,
);
console.log(
  `\nOne client with the default limits: ${attack.batches} batches stored ${(attack.storedBytes / 1e6).toFixed(1)} MB of images, ${attack.stopped ? "then nothing more this hour" : "and was still storing"} (refusals: ${JSON.stringify(attack.refusals)})`,
);

await saveResults("batch", {
  items: ITEMS,
  rounds: ROUNDS,
  batch,
  sequential,
  speedup,
  stall: { ...stall, rounds: stalls },
  attack,
});
