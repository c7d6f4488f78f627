// Where the time of POST /api/qr/generate goes: starts the real server (WORKERS=1, embedded SQLite in a
// temp dir) under `node --cpu-prof`, drives it with 50 connections from autocannon in another process for
// PROFILE_SECONDS (default 10) after a 3 s warm-up, stops it (node writes the profile on exit), and
// prints the functions with the most self time, as % of all non-idle samples (start-up, warm-up included).
// Run: pnpm --filter @qrbar/bench profile   (the .cpuprofile stays in the printed directory)
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runLoad } from "./lib/load.js";
import { startServer, tempDir } from "./lib/server.js";

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const TOP = 12;
const BODY = JSON.stringify({
  type: "url",
  content: { url: "https://example.com/bench/[<id>]" },
  customization: { size: 300 },
});

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
}

const dir = tempDir();
const server = await startServer({ STORAGE_URL: `sqlite://${join(dir, "codes.sqlite")}` }, 1, [
  "--cpu-prof",
  `--cpu-prof-dir=${dir}`,
]);
const load = {
  url: `http://127.0.0.1:${server.port}/api/qr/generate`,
  method: "POST" as const,
  body: BODY,
  connections: 50,
};
process.stderr.write("  warm-up 3 s ");
await runLoad({ ...load, seconds: 3 });
process.stderr.write(`, profiling ${SECONDS} s `);
const result = await runLoad({ ...load, seconds: SECONDS });
process.stderr.write("\n");
await server.stop();

const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
if (!file) throw new Error(`no .cpuprofile in ${dir}`);
const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
let total = 0;
for (const id of profile.samples) {
  const frame = byId.get(id)?.callFrame;
  if (!frame || frame.functionName === "(idle)") continue;
  const where = frame.url.replace(/^.*\/(node_modules|packages|apps)\//, "$1/");
  const key = `${frame.functionName || "(anonymous)"} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + 1);
  total++;
}
console.log(
  `\nPOST /api/qr/generate under ${load.connections} connections for ${SECONDS} s: ${result.requestsPerSecond.toFixed(0)} req/s, ` +
    `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}; profile ${join(dir, file)}`,
);
console.log(`self time of the busiest functions (% of ${total} non-idle samples):`);
for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP))
  console.log(`${((100 * n) / total).toFixed(1).padStart(5)} %  ${key}`);
