// Load test: starts the real server (embedded store) on a loopback port and runs a mix of generate,
// download, batch and scan requests at high concurrency for a bounded time (LOAD_SECONDS, default 60;
// LOAD_CONCURRENCY, default 64; at most LOAD_MAX_REQUESTS, default 200,000). Reports status counts,
// 5xx other than documented 503s, error lines in the server log, and the server's resident memory
// sampled every second (flat after warm-up is the goal). Loopback only; it stops by itself.
// Run: pnpm --filter @qrbar/bench load
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { generateQr } from "@qrbar/core";
import { SMOKE, saveResults } from "./lib/measure.js";
import { startServer, tempDir } from "./lib/server.js";

const seconds = Number(process.env.LOAD_SECONDS ?? (SMOKE ? 5 : 60));
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 64);
const maxRequests = Number(process.env.LOAD_MAX_REQUESTS ?? 200_000);

const server = await startServer({ STORAGE_URL: `sqlite://${join(tempDir(), "codes.sqlite")}` }, 1);
const baseUrl = `http://127.0.0.1:${server.port}`;

const rss = (): number => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const scanImage = new Blob([generateQr({ type: "url", content: { url: "https://example.com/load" } }).bytes], {
  type: "image/png",
});
const downloadable: string[] = [];
const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const mix: Array<() => Promise<Response>> = [
  () => fetch(`${baseUrl}/api/qr/generate`, json({ type: "text", content: { text: `load ${Math.random()}` } })),
  () =>
    fetch(
      `${baseUrl}/api/qr/generate`,
      json({ type: "url", content: { url: "https://example.com" }, customization: { format: "SVG" } }),
    ),
  () => fetch(`${baseUrl}/api/qr/generate`, json({ type: "nope", content: {} })),
  () => fetch(`${baseUrl}${downloadable[Math.floor(Math.random() * downloadable.length)] ?? "/api/qr/download/1"}`),
  () =>
    fetch(
      `${baseUrl}/api/batch/qr`,
      json({ items: Array.from({ length: 10 }, (_, i) => ({ type: "text", content: { text: `b${i}` } })) }),
    ),
  () => {
    const form = new FormData();
    form.append("image", scanImage, "qr.png");
    return fetch(`${baseUrl}/api/scan`, { method: "POST", body: form });
  },
];

const statuses = new Map<string, number>();
const rssSamples: number[] = [];
let sent = 0;
const deadline = Date.now() + seconds * 1000;
const sampler = setInterval(() => {
  rssSamples.push(rss());
  process.stderr.write(`  ${rssSamples.length}s: ${sent} requests, RSS ${rssSamples.at(-1)?.toFixed(0)} MB\n`);
}, 1000);

async function worker(): Promise<void> {
  while (Date.now() < deadline && sent < maxRequests) {
    const kind = sent++ % mix.length;
    const res = await (mix[kind] as () => Promise<Response>)().catch(() => undefined);
    const key = `${["generate", "generate-svg", "generate-bad", "download", "batch", "scan"][kind]} ${res?.status ?? "network-error"}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (res?.ok && kind === 0) downloadable.push(((await res.json()) as { download_url: string }).download_url);
    else await res?.arrayBuffer();
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
clearInterval(sampler);
await server.stop();

const errors = server
  .log()
  .split("\n")
  .filter((line) => /"level":(50|60)/.test(line));
const unexpected5xx = [...statuses].filter(([k]) => / 5\d\d$/.test(k) && !k.endsWith(" 503"));
const warm = rssSamples.slice(Math.floor(rssSamples.length / 4));
console.log(
  `\nLoad: ${sent} requests in ${seconds} s at concurrency ${concurrency} (${(sent / seconds).toFixed(0)} req/s)`,
);
for (const [key, count] of [...statuses].sort()) console.log(`  ${key.padEnd(24)} ${count}`);
console.log(`  unexpected 5xx: ${unexpected5xx.length ? JSON.stringify(unexpected5xx) : "none"}`);
console.log(`  error lines in the server log: ${errors.length}`);
console.log(
  `  RSS after warm-up: min ${Math.min(...warm).toFixed(0)} MB, max ${Math.max(...warm).toFixed(0)} MB, first ${warm[0]?.toFixed(0)} MB, last ${warm.at(-1)?.toFixed(0)} MB`,
);
await saveResults("load", {
  seconds,
  concurrency,
  requests: sent,
  statuses: Object.fromEntries(statuses),
  unexpected5xx,
  errorLines: errors.length,
  rssMb: rssSamples,
});
process.exit(unexpected5xx.length || errors.length ? 1 : 0);
