// POST /api/batch/qr with 50 items against the same 50 items sent as 50 sequential POST /api/qr/generate,
// both over one keep-alive connection to the real server (src/main.ts, WORKERS=1, embedded SQLite store
// in a temp dir). Rounds alternate batch and sequential (BATCH_BENCH_ROUNDS, default 20, smoke 3) after
// two untimed warm-up rounds; each round's items are new (url type, 300 px PNG), so every code differs.
// Prints the median and p95 of each and how many times faster the batch is. Run: pnpm bench batch
import { Agent, request } from "node:http";
import { join } from "node:path";
import { SMOKE, saveResults, timingOf } from "./lib/measure.js";
import { startServer, tempDir } from "./lib/server.js";

const ROUNDS = Number(process.env.BATCH_BENCH_ROUNDS ?? (SMOKE ? 3 : 20));
const WARMUP_ROUNDS = 2;
const ITEMS = 50;

const server = await startServer({ STORAGE_URL: `sqlite://${join(tempDir(), "codes.sqlite")}` }, 1);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** POSTs `body` as JSON on the one connection; resolves with the parsed answer, rejects on non-200. */
function post(path: string, body: unknown): Promise<unknown> {
  const json = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({
      host: "127.0.0.1",
      port: server.port,
      path,
      method: "POST",
      agent,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(json) },
    });
    req.once("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.once("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        if (res.statusCode === 200) resolve(JSON.parse(text));
        else reject(new Error(`${path} answered ${res.statusCode}: ${text}`));
      });
    });
    req.once("error", reject);
    req.end(json);
  });
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
} finally {
  process.stderr.write("\n");
  agent.destroy();
  await server.stop();
}

const batch = timingOf(`POST /api/batch/qr x ${ITEMS} items`, batchMs);
const sequential = timingOf(`${ITEMS} x POST /api/qr/generate, one after another`, sequentialMs);
const speedup = sequential.medianMs / batch.medianMs;
console.log(`\nBatch of ${ITEMS} url PNG 300 px over one keep-alive connection (SQLite, 1 worker), ${ROUNDS} rounds`);
for (const t of [batch, sequential])
  console.log(
    `${t.name.padEnd(48)} median ${t.medianMs.toFixed(1).padStart(7)} ms  p95 ${t.p95Ms.toFixed(1).padStart(7)} ms`,
  );
console.log(`batch is ${speedup.toFixed(2)}x faster than ${ITEMS} sequential requests`);

await saveResults("batch", { items: ITEMS, rounds: ROUNDS, batch, sequential, speedup });
