import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { CHROMIUM, CORPUS_DIR, HAS_CHROMIUM, launchChromium, photoGround } from "@qrbar/core/testing";
import { build } from "esbuild";

import sharp from "sharp";
import { buildScanPage, servePage } from "../packages/core/test/scan-browser/scan-page-server.js";
import { SMOKE, saveResults, timingOf } from "./lib/measure.js";

const CORE = fileURLToPath(new URL("../packages/core/", import.meta.url));
const TARGET_GZIP = 40 * 1024;
const COLD_RUNS = SMOKE ? 1 : 5;
const WARM_RUNS = SMOKE ? 3 : 20;

/**
 * Minified and gzipped bytes of a snippet bundled for the browser with code splitting: what a page loads
 * when it imports it (the entry and the chunks it imports statically), what its calls can load (the chunks
 * reachable by static and dynamic imports: a chunk that only code the snippet does not use imports is not
 * reached), and all the files written.
 */
async function splitBundle(source: string, resolveDir: string) {
  const out = await build({
    stdin: { contents: source, resolveDir, loader: "ts" },
    bundle: true,
    minify: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    outdir: "/virtual",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const gzip = new Map(out.outputFiles.map((file) => [file.path, gzipSync(file.contents, { level: 9 }).length]));
  const outputs = out.metafile.outputs;
  const key = (path: string) => Object.keys(outputs).find((name) => path.endsWith(name.replace(/^(\.\.\/)+/, "")));
  const entryName = Object.keys(outputs).find((name) => outputs[name]?.entryPoint);
  const loaded = new Set<string>();
  const visit = (name: string | undefined) => {
    if (!name || loaded.has(name)) return;
    loaded.add(name);
    for (const imported of outputs[name]?.imports ?? []) if (imported.kind === "import-statement") visit(imported.path);
  };
  visit(entryName);
  const reachable = new Set<string>();
  const reach = (name: string | undefined) => {
    if (!name || reachable.has(name)) return;
    reachable.add(name);
    for (const imported of outputs[name]?.imports ?? []) reach(imported.path);
  };
  reach(entryName);
  let entryGzip = 0;
  let reachableGzip = 0;
  let totalGzip = 0;
  for (const [path, bytes] of gzip) {
    totalGzip += bytes;
    const name = key(path);
    if (name && loaded.has(name)) entryGzip += bytes;
    if (name && reachable.has(name)) reachableGzip += bytes;
  }
  return { entryGzip, reachableGzip, totalGzip, files: gzip.size };
}

const gzipOf = async (path: string) => {
  const bytes = await readFile(path);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

// A page that detects (the W3C class: no payload classification, so no QR payload catalog), one that
// scans (`scanImage`, whose results classify each payload: the catalog loads with the first scan), and the
// polyfill.
const detector = await splitBundle(
  `import { BarcodeDetector } from "@qrbar/core/scan"; new BarcodeDetector().detect(new Blob([])).then(console.log);`,
  CORE,
);
const ours = await splitBundle(
  `import { scanImage } from "@qrbar/core/scan"; scanImage(new Blob([])).then(console.log);`,
  CORE,
);
const theirs = await splitBundle(
  `import { BarcodeDetector } from "barcode-detector/ponyfill"; new BarcodeDetector().detect(new Blob([])).then(console.log);`,
  CORE,
);
const oursWasm = await gzipOf(join(CORE, "dist/platform/zxing_reader.wasm"));
const { createRequire } = await import("node:module");
const polyfillRequire = createRequire(createRequire(join(CORE, "package.json")).resolve("barcode-detector/ponyfill"));
const theirWasm = await gzipOf(polyfillRequire.resolve("zxing-wasm/reader/zxing_reader.wasm"));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log("\nBrowser bundle, min+gzip (esbuild, code split)");
console.log(
  `${"".padEnd(36)} ${"on import".padStart(9)} ${"to scan".padStart(9)} ${"wasm".padStart(9)} ${"wasm raw".padStart(9)}`,
);
const row = (what: string, size: typeof ours, wasm: typeof oursWasm) =>
  console.log(
    `${what.padEnd(36)} ${kb(size.entryGzip).padStart(9)} ${kb(size.reachableGzip).padStart(9)} ${kb(wasm.gzip).padStart(9)} ${kb(wasm.raw).padStart(9)}`,
  );
row("@qrbar/core/scan BarcodeDetector", detector, oursWasm);
row("@qrbar/core/scan scanImage", ours, oursWasm);
row("barcode-detector 3.2.2", theirs, theirWasm);
console.log(
  `scan entry target, at most ${kb(TARGET_GZIP)} of JS to scan: BarcodeDetector ${kb(detector.reachableGzip)} ${detector.reachableGzip <= TARGET_GZIP ? "met" : "MISSED"}; scanImage ${kb(ours.reachableGzip)} ${ours.reachableGzip <= TARGET_GZIP ? "met" : "MISSED"} (its results classify payloads with the QR catalog)`,
);

if (!HAS_CHROMIUM) {
  console.log(`scan-browser timings: skipped, no ${CHROMIUM} (apt-get install chromium)`);
  await saveResults("scanBrowser", { size: { detector, ours, theirs, oursWasm, theirWasm } });
  process.exit(0);
}

/** 1280 x 720 frames: a corpus code, scaled to a third of the height, on a photo-like ground; and none. */
async function frames(dir: string): Promise<Record<string, string>> {
  const ground = await sharp(await photoGround(30))
    .resize(1280, 720)
    .png()
    .toBuffer();
  const codes: Record<string, string> = {
    qr_code: "samples/qrcode-2/#1086.png",
    ean_8: "samples/ean8-1/1.png",
    code_128: "samples/code128-1/1.png",
  };
  const made: Record<string, string> = {};
  for (const [name, file] of Object.entries(codes)) {
    const code = await sharp(await readFile(CORPUS_DIR + file))
      .resize({ height: 240 })
      .png()
      .toBuffer();
    await writeFile(
      join(dir, `${name}.png`),
      await sharp(ground)
        .composite([{ input: code }])
        .png()
        .toBuffer(),
    );
    made[name] = `/corpus/${name}.png`;
  }
  await writeFile(join(dir, "empty.png"), ground);
  made.empty = "/corpus/empty.png";
  return made;
}

const work = await mkdtemp(join(tmpdir(), "qrbar-scan-bench-"));
const outDir = join(work, "page");
const frameDir = join(work, "frames");
await mkdir(frameDir);
await buildScanPage(outDir);
const server = await servePage(outDir, frameDir);
const urls = await frames(frameDir);
const browser = await launchChromium();
type Which = "qrbar" | "polyfill";
type Detections = { times: number[]; found: string[] };
const detect = async (page: import("playwright-core").Page, which: Which, url: string, runs: number) =>
  page.evaluate(
    ([w, u, r]) =>
      (
        globalThis as unknown as {
          qrbarPage: { timeDetections(w: string, u: string, r: number): Promise<Detections> };
        }
      ).qrbarPage.timeDetections(w, u, r),
    [which, url, runs] as const,
  );
const rows: Record<string, Record<Which, { firstMs: number[]; laterMs: number[]; found: string[] }>> = {};
try {
  process.stderr.write(
    `  ${Object.keys(urls).length} frames, ${COLD_RUNS} cold pages and ${WARM_RUNS} detections a side `,
  );
  for (const [name, url] of Object.entries(urls)) {
    rows[name] = { qrbar: { firstMs: [], laterMs: [], found: [] }, polyfill: { firstMs: [], laterMs: [], found: [] } };
    for (let run = 0; run < COLD_RUNS; run++) {
      // Alternate which goes first, each in a fresh context (nothing cached, wasm compiled anew).
      const order: Which[] = run % 2 ? ["polyfill", "qrbar"] : ["qrbar", "polyfill"];
      for (const which of order) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${server.base}/index.html`);
        // Runs in the page (the bench's own types have no DOM).
        await page.waitForFunction(
          () => (globalThis as unknown as { document: { title: string } }).document.title === "ready",
        );
        const started = Date.now();
        const { times, found } = await detect(page, which, url, run === 0 ? WARM_RUNS + 1 : 1);
        const row = rows[name]?.[which];
        row?.firstMs.push(times[0] ?? Date.now() - started);
        if (run === 0) row?.laterMs.push(...times.slice(1));
        if (row) row.found = found;
        await context.close();
        process.stderr.write(".");
      }
    }
  }
} finally {
  process.stderr.write("\n");
  await browser.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}

const ms = (v: number) => v.toFixed(1).padStart(8);
console.log(
  "\nBarcodeDetector on 1280x720 frames in Chromium: first result (cold page) and later detections, median ms",
);
console.log(
  `${"frame".padEnd(10)} ${"ours 1st".padStart(8)} ${"poly 1st".padStart(8)} ${"ours p50".padStart(8)} ${"poly p50".padStart(8)}  ratio  found (ours / polyfill)`,
);
const saved: Record<string, unknown> = {};
for (const [name, row] of Object.entries(rows)) {
  const first = {
    ours: timingOf("qrbar first", row.qrbar.firstMs),
    theirs: timingOf("polyfill first", row.polyfill.firstMs),
  };
  const later = { ours: timingOf("qrbar", row.qrbar.laterMs), theirs: timingOf("polyfill", row.polyfill.laterMs) };
  console.log(
    `${name.padEnd(10)} ${ms(first.ours.medianMs)} ${ms(first.theirs.medianMs)} ${ms(later.ours.medianMs)} ${ms(later.theirs.medianMs)}  ${(later.theirs.medianMs / later.ours.medianMs).toFixed(2).padStart(5)}x  ${JSON.stringify(row.qrbar.found)} / ${JSON.stringify(row.polyfill.found)}`,
  );
  saved[name] = { first, later, found: { ours: row.qrbar.found, theirs: row.polyfill.found } };
}
await saveResults("scanBrowser", { size: { detector, ours, theirs, oursWasm, theirWasm }, frames: saved });
