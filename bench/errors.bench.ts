// What a hostile body costs the real server (src/main.ts, WORKERS=1, embedded SQLite in a temp dir),
// against a valid request in the same run, one keep-alive connection: POST /api/qr/generate with
// 90,000 unknown keys (about 1 MB, refused before JSON.parse by the value count), with 9,000 (parsed,
// reported as one issue with their count), and JSON nested 5,000 deep; the baseline is a valid url QR
// code (300 px PNG). Prints median and p95 time and the answer's bytes (targets: under 50 ms and 4 KB).
// Rounds: ERRORS_BENCH_ROUNDS (default 40, smoke 3) after 3 untimed. Run: pnpm bench errors
import { Agent, request } from "node:http";
import { join } from "node:path";
import { SMOKE, saveResults, timingOf } from "./lib/measure.js";
import { startServer, tempDir } from "./lib/server.js";

const ROUNDS = Number(process.env.ERRORS_BENCH_ROUNDS ?? (SMOKE ? 3 : 40));
const WARMUP_ROUNDS = 3;

const server = await startServer(
  { STORAGE_URL: `sqlite://${join(tempDir(), "codes.sqlite")}`, RATE_LIMIT_MAX: "1000000" },
  1,
);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** POSTs `body` on the one connection; resolves with the status and the answer's size in bytes. */
function post(body: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: "127.0.0.1",
      port: server.port,
      path: "/api/qr/generate",
      method: "POST",
      agent,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    req.once("response", (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.once("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
    });
    req.once("error", reject);
    req.end(body);
  });
}

const unknownKeys = (n: number) =>
  JSON.stringify({
    type: "text",
    content: { text: "x" },
    ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1])),
  });
const cases = [
  {
    name: "valid url QR, 300 px PNG (baseline)",
    status: 200,
    body: (round: number) => JSON.stringify({ type: "url", content: { url: `https://example.com/${round}` } }),
  },
  { name: "90,000 unknown keys", status: 400, body: () => unknownKeys(90_000) },
  { name: "9,000 unknown keys", status: 400, body: () => unknownKeys(9000) },
  {
    name: "nested 5,000 deep",
    status: 400,
    body: () => `{"type":"text","content":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`,
  },
];

const samples = cases.map(() => [] as number[]);
const bytes = cases.map(() => 0);
const bodies = cases.map((c) => c.body(0));
process.stderr.write(`  ${ROUNDS} rounds of ${cases.length} requests `);
try {
  for (let round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
    for (const [i, c] of cases.entries()) {
      const body = c.status === 200 ? c.body(round) : (bodies[i] as string);
      const started = performance.now();
      const answer = await post(body);
      const ms = performance.now() - started;
      if (answer.status !== c.status) throw new Error(`${c.name}: answered ${answer.status}, not ${c.status}`);
      if (round >= 0) samples[i]?.push(ms);
      bytes[i] = answer.bytes;
    }
    if (round >= 0) process.stderr.write(".");
  }
} finally {
  process.stderr.write("\n");
  agent.destroy();
  await server.stop();
}

const rows = cases.map((c, i) => ({
  ...timingOf(c.name, samples[i] ?? []),
  requestBytes: Buffer.byteLength(bodies[i] as string),
  answerBytes: bytes[i] ?? 0,
}));
const [baseline] = rows;
console.log(
  `\nHostile bodies to POST /api/qr/generate, one keep-alive connection (SQLite, 1 worker), ${ROUNDS} rounds`,
);
for (const row of rows)
  console.log(
    `${row.name.padEnd(38)} ${String(row.requestBytes).padStart(8)} B in  ${String(row.answerBytes).padStart(6)} B out  median ${row.medianMs.toFixed(1).padStart(6)} ms  p95 ${row.p95Ms.toFixed(1).padStart(6)} ms  ${(row.medianMs / (baseline?.medianMs ?? 1)).toFixed(1)}x the baseline`,
  );

await saveResults("errors", { rounds: ROUNDS, rows });
