// What a flood of the reference's documents costs other clients: the real server (src/main.ts,
// WORKERS=1, embedded SQLite in a temp dir, the API's rate limit raised out of the way, the documents'
// own budget as configured) with one client (127.0.0.1, autocannon in its own process) flooding
// GET /api/openapi.json with 20, then 60 keep-alive connections, while another client (127.0.0.2, this
// process, one keep-alive connection) sends POST /api/qr/generate (url, 300 px PNG) one after another.
// Prints the victim's median and p99 and its statuses alone and under each flood, and what the flood got;
// then the 20-connection flood once more on a server whose documents' budget is raised out of the way
// (DOCUMENT_RATE_LIMIT_MAX), which measures the prebuilt bytes alone.
// Seconds per phase: DOCUMENTS_BENCH_SECONDS (default 10, smoke 1). Run: pnpm bench documents
import { Agent } from "node:http";
import { join } from "node:path";
import { runLoad } from "./lib/load.js";
import { percentile, SMOKE, saveResults } from "./lib/measure.js";
import { send } from "./lib/send.js";
import { startServer, tempDir } from "./lib/server.js";

const SECONDS = Number(process.env.DOCUMENTS_BENCH_SECONDS ?? (SMOKE ? 1 : 10));
/** How long the flood runs before the victim starts, so that it meets the flood at full speed. */
const RAMP_SECONDS = SMOKE ? 0.25 : 1;
/** The runs: the server's documents' budget (undefined: its default) and the flood's connections. */
const RUNS = [
  { budget: undefined, connections: [0, 20, 60] },
  { budget: "10000000", connections: [20] },
];

/** The victim's requests to the server on `port`, one after another, for `seconds`. */
async function victim(port: number, agent: Agent, seconds: number) {
  const samples: number[] = [];
  const statuses: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  for (let id = 0; performance.now() < until; id++) {
    const body = { type: "url", content: { url: `https://example.com/victim/${id}` } };
    const { status, ms } = await send(port, { agent, localAddress: "127.0.0.2" }, "POST", "/api/qr/generate", body);
    samples.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  samples.sort((a, b) => a - b);
  return { requests: samples.length, p50Ms: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99), statuses };
}

const rows = [];
for (const { budget, connections: floods } of RUNS) {
  const server = await startServer(
    {
      STORAGE_URL: `sqlite://${join(tempDir(), "codes.sqlite")}`,
      ...(budget === undefined ? {} : { DOCUMENT_RATE_LIMIT_MAX: budget }),
    },
    1,
  );
  // Another client: its own loopback address, so no budget of the flood's is its budget.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const connections of floods) {
      const label = `${connections ? `a flood of ${connections} connections` : "alone"}${budget ? ", documents' budget raised" : ""}`;
      process.stderr.write(`  victim ${label} `);
      const flood =
        connections === 0
          ? undefined
          : runLoad({ url: `http://127.0.0.1:${server.port}/api/openapi.json`, connections, seconds: SECONDS });
      // Let the flood reach full speed first.
      if (flood) await new Promise((resolve) => setTimeout(resolve, RAMP_SECONDS * 1000));
      // The victim stops half a second before the flood does.
      const measured = await victim(server.port, agent, connections ? SECONDS - RAMP_SECONDS - 0.5 : SECONDS);
      const load = await flood;
      process.stderr.write("\n");
      rows.push({
        connections,
        documentBudget: budget ?? "default",
        victim: measured,
        flood: load && {
          requestsPerSecond: load.requestsPerSecond,
          statusCodes: load.statusCodes,
          errors: load.errors,
        },
      });
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
}

console.log(`\nGET /api/openapi.json flooded by one client, another's POST /api/qr/generate (SQLite, 1 worker)`);
for (const { connections, documentBudget, victim: v, flood } of rows) {
  const floodText = flood
    ? `flood: ${Math.round(flood.requestsPerSecond)} 2xx/s, statuses ${JSON.stringify(flood.statusCodes)}`
    : "no flood";
  console.log(
    `${String(connections).padStart(2)} connections, documents' budget ${documentBudget.padEnd(8)}  victim p50 ${v.p50Ms.toFixed(1).padStart(7)} ms  p99 ${v.p99Ms.toFixed(1).padStart(7)} ms  ${v.requests} requests ${JSON.stringify(v.statuses)}  ${floodText}`,
  );
}

await saveResults("documents", { seconds: SECONDS, rows });
