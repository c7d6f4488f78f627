// POST /api/qr/generate over HTTP against its two anchors, in the same run, 50 connections on loopback:
//   a) a plain Fastify 5 route answering {} (what one Fastify process can answer at most),
//   b) a plain Fastify 5 route answering qrcode.toBuffer(url, 300 px) as a data URI (the usual stack),
//   c) our real server (src/main.ts, WORKERS=1, embedded SQLite store in a temp dir, rate limit raised)
//      generating a url-type 300 px PNG per request,
//   d) the same server generating a styled 300 px PNG (dots, styled eyes, a radial gradient, a
//      caption frame), scannability proof included: its rate is reported beside the plain one.
// Each server runs in its own process, the load comes from autocannon in another (lib/load.ts). Every
// run warms the server up (3 s; none in the smoke), then measures HTTP_BENCH_SECONDS (default 10, smoke
// 1); runs alternate a, b, c for HTTP_BENCH_ROUNDS rounds (default 2) so drift in the machine's load hits
// all three alike. Request bodies carry a fresh id each, so every code differs. Prints req/s (2xx only),
// p50, p99, the status codes seen, and the ratios ours/(b) (target >= 10x) and ours/(a) (target >= 5 %).
// Any non-2xx answer or connection error from our server fails the run. Run: pnpm bench http
// d) our server's POST /api/barcode/generate (code128 of the request id, 800 x 200 PNG) runs beside them, and its
//    rate is reported as a share of our QR route's (c).
import { loadavg } from "node:os";
import { join } from "node:path";
import { type LoadResult, runLoad } from "./lib/load.js";
import { SMOKE, saveResults } from "./lib/measure.js";
import { cpuSeconds, type Server, startBaseline, startServer, tempDir } from "./lib/server.js";

const SECONDS = Number(process.env.HTTP_BENCH_SECONDS ?? (SMOKE ? 1 : 10));
const WARMUP_SECONDS = SMOKE ? 0 : 3;
const ROUNDS = Number(process.env.HTTP_BENCH_ROUNDS ?? (SMOKE ? 1 : 2));
const CONNECTIONS = 50;
const BODY = JSON.stringify({
  type: "url",
  content: { url: "https://example.com/bench/[<id>]" },
  customization: { size: 300 },
});

/** autocannon's ids run to about 36 characters: 800 px holds their Code 128 at 1 pixel per module at least. */
const BARCODE_BODY = JSON.stringify({ type: "code128", content: "[<id>]", customization: { width: 800 } });

const STYLED_BODY = JSON.stringify({
  type: "url",
  content: { url: "https://example.com/bench/[<id>]" },
  customization: {
    size: 300,
    module_shape: "dots",
    eye: { outer_shape: "dot", inner_shape: "rounded", inner_color: "#B71C1C" },
    gradient: {
      type: "radial",
      stops: [
        { offset: 0, color: "#4A148C" },
        { offset: 1, color: "#000000" },
      ],
    },
    frame: { text: "Scan me", position: "top" },
  },
});

interface Target {
  readonly key: "fastifyEmpty" | "fastifyQrcode" | "ours" | "oursBarcode" | "oursStyled";
  readonly label: string;
  readonly start: () => Promise<Server>;
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly body?: string;
  /** Connections for this target, when not {@link CONNECTIONS}. */
  readonly connections?: number;
}

const TARGETS: readonly Target[] = [
  {
    key: "fastifyEmpty",
    label: "a) Fastify 5 GET / -> {}",
    start: () => startBaseline("empty"),
    method: "GET",
    path: "/",
  },
  {
    key: "fastifyQrcode",
    label: "b) Fastify 5 + qrcode.toBuffer 300 px",
    start: () => startBaseline("qrcode"),
    method: "POST",
    path: "/api/qr/generate",
    body: BODY,
  },
  {
    key: "ours",
    label: "c) qrbar /api/qr/generate (SQLite, 1 worker)",
    start: () => startServer({ STORAGE_URL: `sqlite://${join(tempDir(), "codes.sqlite")}` }, 1),
    method: "POST",
    path: "/api/qr/generate",
    body: BODY,
  },
  {
    key: "oursBarcode",
    label: "d) qrbar /api/barcode/generate (code128)",
    start: () => startServer({ STORAGE_URL: `sqlite://${join(tempDir(), "codes.sqlite")}` }, 1),
    method: "POST",
    path: "/api/barcode/generate",
    body: BARCODE_BODY,
  },
  {
    key: "oursStyled",
    label: "e) qrbar styled, proven (SQLite, 1 worker, 4 conn)",
    start: () => startServer({ STORAGE_URL: `sqlite://${join(tempDir(), "codes.sqlite")}` }, 1),
    method: "POST",
    path: "/api/qr/generate",
    body: STYLED_BODY,
    // Styled codes go to the generation pool (one thread and a queue of 4 a thread here): 50 connections
    // would measure its 503 shedding, not its rate. 4 keep it busy without shedding.
    connections: 4,
  },
];

interface Run extends LoadResult {
  /** Cores the server process kept busy while measured. */
  readonly serverCores: number;
}

/** Starts the target's server, checks it answers 200, warms it up, measures, and stops it. */
async function run(target: Target): Promise<Run> {
  const server = await target.start();
  try {
    const url = `http://127.0.0.1:${server.port}${target.path}`;
    const probe = await fetch(url, {
      method: target.method,
      ...(target.body
        ? { body: target.body.replace("[<id>]", "probe"), headers: { "content-type": "application/json" } }
        : {}),
    });
    if (probe.status !== 200) throw new Error(`${target.label}: probe answered ${probe.status}: ${await probe.text()}`);
    const load = { url, method: target.method, body: target.body, connections: target.connections ?? CONNECTIONS };
    process.stderr.write(`  ${target.label}: warm-up ${WARMUP_SECONDS} s `);
    if (WARMUP_SECONDS > 0) await runLoad({ ...load, seconds: WARMUP_SECONDS });
    process.stderr.write(`, measuring ${SECONDS} s `);
    const cpuBefore = cpuSeconds(server.pid);
    const result = await runLoad({ ...load, seconds: SECONDS });
    process.stderr.write("\n");
    return { ...result, serverCores: (cpuSeconds(server.pid) - cpuBefore) / result.seconds };
  } finally {
    await server.stop();
  }
}

const loadBefore = loadavg()[0] ?? 0;
const runs = new Map<Target["key"], Run[]>(TARGETS.map((t) => [t.key, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const target of TARGETS) runs.get(target.key)?.push(await run(target));
}
const loadAfter = loadavg()[0] ?? 0;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const summarise = (rows: Run[]) => {
  const statusCodes: Record<string, number> = {};
  for (const r of rows)
    for (const [code, n] of Object.entries(r.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  return {
    requestsPerSecond: median(rows.map((r) => r.requestsPerSecond)),
    p50Ms: median(rows.map((r) => r.p50Ms)),
    p99Ms: median(rows.map((r) => r.p99Ms)),
    serverCores: median(rows.map((r) => r.serverCores)),
    ok: rows.reduce((sum, r) => sum + r.ok, 0),
    non2xx: rows.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rows.reduce((sum, r) => sum + r.errors, 0),
    statusCodes,
    runs: rows.map((r) => Math.round(r.requestsPerSecond)),
  };
};
const figures = Object.fromEntries(TARGETS.map((t) => [t.key, summarise(runs.get(t.key) ?? [])])) as Record<
  Target["key"],
  ReturnType<typeof summarise>
>;

const col = (v: string | number, width = 9) => String(v).padStart(width);
console.log(
  `\nHTTP, ${CONNECTIONS} connections on loopback, autocannon in its own process, ${SECONDS} s per run, ${ROUNDS} run(s) each` +
    ` (median of runs); load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)}`,
);
console.log(
  `${"server".padEnd(44)} ${col("req/s")} ${col("p50 ms")} ${col("p99 ms")} ${col("srv cores")} ${col("2xx", 8)} ${col("non-2xx", 8)} ${col("errors", 7)}  status codes (runs req/s)`,
);
for (const target of TARGETS) {
  const f = figures[target.key];
  const codes = Object.entries(f.statusCodes)
    .map(([code, n]) => `${code}: ${n}`)
    .join(", ");
  console.log(
    `${target.label.padEnd(44)} ${col(f.requestsPerSecond.toFixed(0))} ${col(f.p50Ms.toFixed(1))} ${col(f.p99Ms.toFixed(1))} ${col(f.serverCores.toFixed(2))} ${col(f.ok, 8)} ${col(f.non2xx, 8)} ${col(f.errors, 7)}  ${codes} (${f.runs.join(", ")})`,
  );
}
const oursOverQrcode = figures.ours.requestsPerSecond / figures.fastifyQrcode.requestsPerSecond;
const oursOverEmpty = figures.ours.requestsPerSecond / figures.fastifyEmpty.requestsPerSecond;
console.log(`ours / (b) Fastify + qrcode.toBuffer = ${oursOverQrcode.toFixed(1)}x (target >= 10x)`);
console.log(`ours / (a) Fastify empty route = ${(oursOverEmpty * 100).toFixed(1)} % (target >= 5 %)`);
const barcodeOverQr = figures.oursBarcode.requestsPerSecond / figures.ours.requestsPerSecond;
console.log(`(d) barcode route / (c) QR route = ${(barcodeOverQr * 100).toFixed(1)} % (reported)`);
const styledOverPlain = figures.oursStyled.requestsPerSecond / figures.ours.requestsPerSecond;
console.log(
  `styled, proven: ${figures.oursStyled.requestsPerSecond.toFixed(0)} req/s = ${(styledOverPlain * 100).toFixed(1)} % of the plain route`,
);

await saveResults("http", {
  connections: CONNECTIONS,
  seconds: SECONDS,
  rounds: ROUNDS,
  loadBefore,
  loadAfter,
  ...figures,
  oursOverQrcode,
  oursOverEmpty,
  barcodeOverQr,
  styledOverPlain,
});
// A non-2xx answer or a failed connection to our server means its figure is not what it claims: fail.
// (A baseline's are printed: they can only lower the baseline's rate, which counts 2xx only.)
const failed = [figures.ours, figures.oursBarcode, figures.oursStyled].some((f) => f.non2xx > 0 || f.errors > 0);
process.exit(failed ? 1 : 0);
