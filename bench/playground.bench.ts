// The playground's first paint: from navigation to `/` until the first QR preview (300 px PNG) is decoded
// on screen, as the page marks it (`qrbar:first-preview`), in Debian's Chromium (headless, via
// playwright-core), each run in a fresh browser context (cold cache); the preview is drawn in the page by
// the core's generator (`draw-qr.js`), so it also prints the bytes the page's own files took on the wire
// (gzip) until then. Baseline in the same run and browser: one `POST /api/qr/generate` of the same code
// from an open page until its image is decoded, the round trip a server-drawn preview would add. Target:
// under 1 s. Needs `pnpm build` (the page's bundle) and /usr/bin/chromium; says so and stops without
// them. Run: pnpm bench playground
import { join } from "node:path";
import { CHROMIUM, HAS_CHROMIUM, launchChromium } from "@qrbar/core/testing";
import { SMOKE, saveResults, timingOf } from "./lib/measure.js";
import { startServer, tempDir } from "./lib/server.js";

const RUNS = Number(process.env.PLAYGROUND_BENCH_RUNS ?? (SMOKE ? 1 : 15));
const TARGET_MS = 1000;

if (!HAS_CHROMIUM) {
  console.log(`playground: skipped, no ${CHROMIUM} (apt-get install chromium)`);
  process.exit(0);
}

const server = await startServer({ STORAGE_URL: `sqlite://${join(tempDir(), "codes.sqlite")}` }, 1);
const base = `http://127.0.0.1:${server.port}`;
const browser = await launchChromium();
const firstPaintMs: number[] = [];
const generateMs: number[] = [];
let pageBytes = 0;
process.stderr.write(`  ${RUNS} cold loads of / and ${RUNS} generate round trips `);
try {
  const home = await fetch(`${base}/`);
  if (home.status !== 200) throw new Error(`GET / answered ${home.status}: run pnpm build first`);
  for (let run = -1; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // The page's own files (`/`, `/playground/*`) as they came over the wire, until the first preview.
    const files: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/" || pathname.startsWith("/playground/")) {
        files.push(request.sizes().then((sizes) => sizes.responseBodySize));
      }
    });
    await page.goto(`${base}/`);
    await page.waitForFunction(() => performance.getEntriesByName("qrbar:first-preview").length > 0, null, {
      timeout: 30_000,
    });
    const painted = await page.evaluate(() => performance.getEntriesByName("qrbar:first-preview")[0]?.startTime);
    pageBytes = (await Promise.all(files)).reduce((sum, bytes) => sum + bytes, 0);
    const generated = await page.evaluate(async () => {
      const started = performance.now();
      const response = await fetch("/api/qr/generate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: "url", content: { url: "https://example.com" } }),
      });
      // Runs in the page (the bench's own types have no DOM).
      const image = new (
        globalThis as unknown as { Image: new () => { src: string; decode(): Promise<void> } }
      ).Image();
      image.src = ((await response.json()) as { image_base64: string }).image_base64;
      await image.decode();
      return performance.now() - started;
    });
    await context.close();
    // The first load warms the server (its first generation loads the encoder): not counted.
    if (run >= 0 && painted !== undefined) {
      firstPaintMs.push(painted);
      generateMs.push(generated);
      process.stderr.write(".");
    }
  }
} finally {
  process.stderr.write("\n");
  await browser.close();
  await server.stop();
}

const firstPaint = timingOf("navigation to the first 300 px preview", firstPaintMs);
const generate = timingOf("POST /api/qr/generate + image decode", generateMs);
console.log(`\nPlayground first paint in headless Chromium, cold context each run, ${RUNS} runs`);
for (const t of [firstPaint, generate])
  console.log(
    `${t.name.padEnd(40)} median ${t.medianMs.toFixed(0).padStart(5)} ms  p95 ${t.p95Ms.toFixed(0).padStart(5)} ms`,
  );
const ratio = firstPaint.medianMs / generate.medianMs;
console.log(
  `first paint is ${ratio.toFixed(1)}x one generate round trip; target < ${TARGET_MS} ms: ${firstPaint.medianMs < TARGET_MS ? "met" : "NOT met"}`,
);
console.log(`the page's own files until the first preview: ${(pageBytes / 1024).toFixed(1)} KiB on the wire (gzip)`);
await saveResults("playground", { runs: RUNS, firstPaint, generate, ratio, targetMs: TARGET_MS, pageBytes });
