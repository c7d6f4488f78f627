// Resident memory over many generations: generateQr (url type, 300 px PNG, content different every call)
// 100,000 times in this process (run.mjs starts it with --expose-gc), RSS and heap sampled after a full
// GC at every tenth: 10,000, 20,000 ... 100,000 calls (smoke: 500 ... 5,000, to keep the CI smoke short).
// Target: RSS at 100,000 within 20 % of RSS at 10,000. A dot per tenth shows progress. Run: pnpm bench memory
import { generateQr } from "@qrbar/core";
import { SMOKE, saveResults } from "./lib/measure.js";

const TOTAL = SMOKE ? 5_000 : 100_000;
const FIRST = TOTAL / 10;

const gc = globalThis.gc;
if (!gc) throw new Error("memory.bench.ts needs node --expose-gc (run.mjs passes it)");

/** RSS and heap in MB after a full collection. */
function sample(calls: number) {
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { calls, rssMb: rss / 2 ** 20, heapUsedMb: heapUsed / 2 ** 20 };
}

const samples = [sample(0)];
process.stderr.write(`  generateQr x ${TOTAL.toLocaleString("en")} `);
const started = performance.now();
let bytes = 0;
for (let i = 1; i <= TOTAL; i++) {
  bytes += generateQr({
    type: "url",
    content: { url: `https://example.com/products/${i}?ref=memory-bench-${i % 97}` },
    customization: { size: 300 },
  }).bytes.length;
  if (i % FIRST === 0) {
    process.stderr.write(".");
    samples.push(sample(i));
  }
}
const seconds = (performance.now() - started) / 1000;
process.stderr.write("\n");

const first = samples.find((s) => s.calls === FIRST) ?? samples[0];
const last = samples.at(-1) ?? first;
if (!first || !last) throw new Error("no memory samples");
const growth = last.rssMb / first.rssMb - 1;
const mb = (v: number) => v.toFixed(1).padStart(8);
console.log(
  `\nMemory: generateQr url PNG 300 px x ${TOTAL.toLocaleString("en")} (${((seconds * 1000) / TOTAL).toFixed(3)} ms each, ${(bytes / TOTAL).toFixed(0)} B avg), after a full GC`,
);
console.log(`${"calls".padStart(8)} ${"RSS MB".padStart(8)} ${"heap MB".padStart(8)}`);
for (const s of samples) console.log(`${String(s.calls).padStart(8)} ${mb(s.rssMb)} ${mb(s.heapUsedMb)}`);
console.log(
  `RSS at ${last.calls.toLocaleString("en")}: ${last.rssMb.toFixed(1)} MB vs ${first.rssMb.toFixed(1)} MB at ${first.calls.toLocaleString("en")}: ${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} % (target within 20 %)`,
);

await saveResults("memory", {
  calls: TOTAL,
  firstSampleCalls: FIRST,
  rssFirstMb: first.rssMb,
  rssLastMb: last.rssMb,
  rssGrowth: growth,
  msPerCall: (seconds * 1000) / TOTAL,
  samples,
});
