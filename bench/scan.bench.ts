// Scanning benchmark. Over the shared corpus (../shared/corpus or $QRBAR_CORPUS, read only, never copied):
// detection rate overall, per format and per suite folder, misreads, false positives on the negatives,
// time per image; in the same run raw zxing-wasm with default options (textMode Plain, so its text
// compares) on the same decoded pixels, as the baseline. Each folder is set beside zxing-cpp's own
// "slow" ceiling (`ceilings.json`: tryHarder, tryRotate and tryInvert on, unrotated): the folder's
// floor is `slowPassAt0 - (total - inCorpus)`, the corpus images zxing-cpp is known to read even if
// it read every suite image left out of the corpus (see `folderFloor`); a folder below it is flagged.
// Then a 12 MP JPEG photo of one QR code, and the latency of a small GET while 4 clients scan 12 MP
// photos, with and without the worker pool.
// BENCH_SMOKE=1 reads every 20th image, skips the photo timings, and runs the load test 1 s, pool only.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { generateQr, scanImage } from "@qrbar/core";
import {
  CORPUS_DIR as CORPUS,
  type CorpusVerdict,
  corpusReading,
  folderFloor,
  judgeReadings,
  photoGround,
  readCorpus,
} from "@qrbar/core/testing";
import sharp from "sharp";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { SMOKE, saveResults } from "./lib/measure.js";

/** zxing format names in the families above, for judging the baseline's misreads. */
const ZXING_TYPE: Record<string, string> = {
  QRCode: "qr_code",
  MicroQRCode: "microqr",
  RMQRCode: "rmqr",
  DataMatrix: "datamatrix",
  Aztec: "aztec",
  PDF417: "pdf417",
  MicroPDF417: "micropdf417",
  MaxiCode: "maxicode",
  Code128: "code128",
  Code39: "code39",
  Code39Ext: "code39",
  Code39Std: "code39",
  Code32: "code39",
  PZN: "code39",
  Code93: "code93",
  Codabar: "codabar",
  ITF: "interleaved2of5",
  EAN13: "ean13",
  EAN8: "ean8",
  UPCA: "upca",
  UPCE: "upce",
  DataBar: "databar_omni",
  DataBarOmni: "databar_omni",
  DataBarStk: "databar_omni",
  DataBarStkOmni: "databar_omni",
  DataBarLtd: "databar_limited",
  DataBarExp: "databar_expanded",
  DataBarExpStk: "databar_expanded",
  Telepen: "telepen",
  TelepenAlpha: "telepen",
  TelepenNumeric: "telepen",
  DXFilmEdge: "dxfilmedge",
};

async function loadBaseline(): Promise<void> {
  const wasm = await readFile(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
  await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
    fireImmediately: true,
  });
}

/** The same decode as ours (EXIF rotation, transparency on white), as RGBA for the public API. */
async function rgbaPixels(bytes: Buffer, file: string) {
  const input = file.endsWith(".bmp") ? undefined : bytes;
  if (!input) return undefined;
  const { data, info } = await sharp(input, { autoOrient: true, failOn: "error" })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    colorSpace: "srgb",
  } as unknown as Parameters<typeof readBarcodes>[0];
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

interface Tally {
  read: number;
  misread: number;
  total: number;
}
const newTally = (): Tally => ({ read: 0, misread: 0, total: 0 });
const count = (t: Tally, v: CorpusVerdict) => {
  t.total++;
  if (v === "read") t.read++;
  if (v === "misread") t.misread++;
};
const pct = (t: Tally) => `${((100 * t.read) / Math.max(1, t.total)).toFixed(1)} %`;

async function corpusBenchmark() {
  const corpus = await readCorpus();
  const every = SMOKE ? 20 : 1;
  const items = [...corpus.items, ...corpus.binaryItems].filter((_, i) => i % every === 0);
  const negatives = corpus.negatives.filter((_, i) => !SMOKE || i % 5 === 0);
  await loadBaseline();

  const ours = {
    all: newTally(),
    byFormat: new Map<string, Tally>(),
    byFolder: new Map<string, Tally>(),
    times: [] as number[],
  };
  const base = {
    all: newTally(),
    byFormat: new Map<string, Tally>(),
    byFolder: new Map<string, Tally>(),
    times: [] as number[],
  };
  const tallyOf = (map: Map<string, Tally>, key: string): Tally => {
    if (!map.has(key)) map.set(key, newTally());
    return map.get(key) as Tally;
  };
  const misreads: string[] = [];
  const mainSet = { ours: newTally(), base: newTally() };
  process.stderr.write(`  corpus: ${items.length} images `);
  for (const [i, item] of items.entries()) {
    const bytes = await readFile(CORPUS + item.file);
    const start = performance.now();
    const outcome = await scanImage(bytes);
    ours.times.push(performance.now() - start);
    const verdict = judgeReadings(item, outcome.results.map(corpusReading));
    count(ours.all, verdict);
    count(tallyOf(ours.byFormat, item.format), verdict);
    count(tallyOf(ours.byFolder, item.folder), verdict);
    if (verdict === "misread") {
      misreads.push(
        `${item.file}: expected ${JSON.stringify(item.expected)}, read ${outcome.results.map((r) => JSON.stringify(r.data)).join(", ")}`,
      );
    }

    const pixels = await rgbaPixels(bytes, item.file);
    let baseVerdict: CorpusVerdict = "missed";
    if (pixels) {
      const t0 = performance.now();
      const raw = await readBarcodes(pixels, { textMode: "Plain" });
      base.times.push(performance.now() - t0);
      baseVerdict = judgeReadings(
        item,
        raw.map((r) => ({
          type: ZXING_TYPE[r.format] ?? r.format,
          values: [r.text],
          hex: Buffer.from(r.bytes).toString("hex"),
        })),
      );
    }
    count(base.all, baseVerdict);
    if (item.expectedBytesHex === undefined) {
      count(mainSet.ours, verdict);
      count(mainSet.base, baseVerdict);
    }
    count(tallyOf(base.byFormat, item.format), baseVerdict);
    count(tallyOf(base.byFolder, item.folder), baseVerdict);
    if (i % Math.ceil(items.length / 40) === 0) process.stderr.write(".");
  }
  process.stderr.write("\n");

  let falsePositives = 0;
  let baseFalsePositives = 0;
  const fpFiles: string[] = [];
  for (const negative of negatives) {
    const bytes = await readFile(CORPUS + negative.file);
    const { results } = await scanImage(bytes);
    falsePositives += results.length;
    if (results.length)
      fpFiles.push(`${negative.file}: ${results.map((r) => `${r.type} ${JSON.stringify(r.data)}`).join(", ")}`);
    const pixels = await rgbaPixels(bytes, negative.file);
    if (pixels) baseFalsePositives += (await readBarcodes(pixels, { textMode: "Plain" })).length;
  }

  ours.times.sort((a, b) => a - b);
  base.times.sort((a, b) => a - b);
  const row = (name: string, o: Tally, b: Tally) =>
    console.log(
      `${name.padEnd(18)} ${String(o.total).padStart(5)} ${`${o.read} (${pct(o)})`.padStart(15)} ${String(o.misread).padStart(8)}   ${`${b.read} (${pct(b)})`.padStart(15)} ${String(b.misread).padStart(8)}`,
    );
  console.log("\nScanning the shared corpus (zxing-cpp blackbox samples): ours vs raw zxing-wasm");
  console.log(
    `${"format".padEnd(18)} ${"images".padStart(5)} ${"ours read".padStart(15)} ${"misreads".padStart(8)}   ${"baseline read".padStart(15)} ${"misreads".padStart(8)}`,
  );
  for (const [format, tally] of [...ours.byFormat].sort((a, b) => b[1].total - a[1].total)) {
    row(format, tally, base.byFormat.get(format) as Tally);
  }
  row("manifest.json", mainSet.ours, mainSet.base);
  row("ALL (+ binary)", ours.all, base.all);
  // Per folder, beside zxing-cpp's floor; in the smoke's sample the floors do not apply.
  console.log(
    `\n${"folder".padEnd(22)} ${"images".padStart(6)} ${"ours".padStart(5)} ${"raw zxing".padStart(9)} ${"zxing-cpp slow floor".padStart(20)}`,
  );
  const belowFloor: string[] = [];
  for (const [folder, tally] of [...ours.byFolder].sort((a, b) => a[0].localeCompare(b[0]))) {
    const ceiling = corpus.ceilings[folder];
    const floor = ceiling ? folderFloor(folder, ceiling) : undefined;
    const below = !SMOKE && floor !== undefined && tally.read < floor;
    if (below) belowFloor.push(folder);
    console.log(
      `${folder.padEnd(22)} ${String(tally.total).padStart(6)} ${String(tally.read).padStart(5)} ${String(tallyOf(base.byFolder, folder).read).padStart(9)} ${String(floor ?? "-").padStart(20)}${below ? "  BELOW" : ""}`,
    );
  }
  console.log(
    `false positives on ${negatives.length} negatives: ours ${falsePositives}, baseline ${baseFalsePositives}`,
  );
  console.log(
    `time per image: ours median ${percentile(ours.times, 0.5).toFixed(2)} ms, p95 ${percentile(ours.times, 0.95).toFixed(2)} ms (bytes to results, decoding included); baseline median ${percentile(base.times, 0.5).toFixed(2)} ms, p95 ${percentile(base.times, 0.95).toFixed(2)} ms (decoded pixels to results)`,
  );
  for (const line of misreads) console.log(`  misread: ${line}`);
  for (const line of fpFiles) console.log(`  false positive: ${line}`);
  return {
    manifest: { images: mainSet.ours.total, ours: mainSet.ours.read, baseline: mainSet.base.read },
    images: ours.all.total,
    ours: {
      read: ours.all.read,
      rate: ours.all.read / ours.all.total,
      misreads: ours.all.misread,
      falsePositives,
      medianMs: percentile(ours.times, 0.5),
      p95Ms: percentile(ours.times, 0.95),
    },
    baseline: {
      read: base.all.read,
      rate: base.all.read / base.all.total,
      misreads: base.all.misread,
      falsePositives: baseFalsePositives,
      medianMs: percentile(base.times, 0.5),
      p95Ms: percentile(base.times, 0.95),
    },
    negatives: negatives.length,
    byFormat: Object.fromEntries([...ours.byFormat].map(([f, t]) => [f, { ours: t, baseline: base.byFormat.get(f) }])),
    byFolder: Object.fromEntries(
      [...ours.byFolder].map(([f, t]) => [
        f,
        { ours: t, baseline: base.byFolder.get(f), floor: corpus.ceilings[f] && folderFloor(f, corpus.ceilings[f]) },
      ]),
    ),
    belowFloor,
  };
}

/**
 * A 4000 x 3000 (12 MP) JPEG "phone photo": a smooth, unevenly lit ground with sensor grain, and a
 * generated QR code `side` pixels wide, turned `angle` degrees and slightly blurred.
 */
async function drawPhonePhoto(side: number, angle = 8): Promise<Buffer> {
  const ground = await photoGround(45);
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 8 },
    },
  })
    .png()
    .toBuffer();
  let image = sharp(ground).composite([{ input: grain, blend: "overlay" }]);
  if (side > 0) {
    const qr = generateQr({
      type: "url",
      content: { url: "https://example.com/a-photo" },
      customization: { size: side },
    });
    const turned = await sharp(qr.bytes).rotate(angle, { background: "#ffffff" }).toBuffer();
    image = sharp(await image.png().toBuffer()).composite([{ input: turned, left: 1200, top: 800 }]);
  }
  return sharp(await image.png().toBuffer())
    .blur(1.1)
    .jpeg({ quality: 85 })
    .toBuffer();
}

const photos = new Map<number, Promise<Buffer>>();
/** `drawPhonePhoto(side)`, drawn once per side: each 12 MP photo takes seconds to draw. */
function phonePhoto(side: number): Promise<Buffer> {
  const photo = photos.get(side) ?? drawPhonePhoto(side);
  photos.set(side, photo);
  return photo;
}

async function photoBenchmark() {
  const cases = [
    { name: "QR 1000 px wide (a typical shot)", side: 1000 },
    { name: "QR 400 px wide", side: 400 },
    { name: "QR 200 px wide (small in the frame)", side: 200 },
    { name: "no code at all (worst case)", side: 0 },
  ];
  const runs = 7;
  console.log("\n12 MP JPEG phone photos (4000 x 3000, quality 85), scanImage from bytes, one thread");
  console.log(`${"photo".padEnd(38)} ${"found".padStart(6)} ${"median ms".padStart(10)} ${"max ms".padStart(8)}`);
  const rows: Record<string, { found: boolean; medianMs: number; maxMs: number }> = {};
  for (const { name, side } of cases) {
    const jpeg = await phonePhoto(side);
    process.stderr.write(`  ${name} `);
    await scanImage(jpeg);
    const times: number[] = [];
    let found = false;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const { results } = await scanImage(jpeg);
      times.push(performance.now() - start);
      found = results.some((r) => r.data === "https://example.com/a-photo");
      process.stderr.write(".");
    }
    process.stderr.write("\n");
    times.sort((a, b) => a - b);
    rows[name] = { found, medianMs: percentile(times, 0.5), maxMs: times.at(-1) as number };
    console.log(
      `${name.padEnd(38)} ${String(found).padStart(6)} ${percentile(times, 0.5).toFixed(0).padStart(10)} ${(times.at(-1) as number).toFixed(0).padStart(8)}`,
    );
  }
  return rows;
}

/**
 * Starts the real server in a process of its own (so that the load generator here does not share its
 * event loop), with `SCAN_THREADS` as given, and returns its address.
 */
async function startServer(threads: string | undefined): Promise<{
  address: string;
  start: () => void;
  stop: () => Promise<{ p99Ms: number; maxMs: number }>;
}> {
  // The server measures its own event-loop delay and prints it when told to stop.
  const script = `
    import { monitorEventLoopDelay } from "node:perf_hooks";
    import { buildApp, loadConfig } from "@qrbar/server";
    const app = await buildApp({ config: loadConfig({ STORAGE_URL: "memory://", RATE_LIMIT_MAX: "10000000" }), logger: false });
    console.log(await app.listen({ host: "127.0.0.1", port: 0 }));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    process.on("message", async (message) => {
      if (message === "start") { delay.reset(); delay.enable(); }
      if (message === "stop") {
        delay.disable();
        process.send({ p99Ms: delay.percentile(99) / 1e6, maxMs: delay.max / 1e6 });
        await app.close();
        process.exit(0);
      }
    });
  `;
  const env = { ...process.env };
  if (threads === undefined) delete env.SCAN_THREADS;
  else env.SCAN_THREADS = threads;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=source", "--input-type=module", "-e", script],
    {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      env,
      stdio: ["ignore", "pipe", "inherit", "ipc"],
    },
  );
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /http:\/\/[\d.]+:\d+/.exec(chunk.toString());
      if (match) resolve(match[0]);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    address,
    start: () => child.send("start"),
    stop: () =>
      new Promise((resolve) => {
        child.once("message", (stats) => resolve(stats as { p99Ms: number; maxMs: number }));
        child.send("stop");
      }),
  };
}

/**
 * The latency of `GET /api/qr/types` (a small request) while 4 clients keep scanning a 12 MP photo
 * (one with a QR code, then one without), on a real server over loopback: scans in the worker pool,
 * then on the event loop (`SCAN_THREADS=0`).
 * The prober waits 20 ms between requests; its latency includes any wait for the server's event loop.
 */
async function eventLoopBenchmark() {
  const typical = await phonePhoto(1000);
  const seconds = SMOKE ? 1 : 15;
  const results: Record<string, unknown> = {};
  console.log(`\nGET /api/qr/types latency while 4 clients scan 12 MP photos for ${seconds} s (loopback)`);
  console.log(
    `${"scans run".padEnd(28)} ${"GET p50".padStart(8)} ${"GET p99".padStart(8)} ${"GET max".padStart(8)} ${"loop p99".padStart(9)} ${"loop max".padStart(9)} ${"scans".padStart(6)} ${"503s".padStart(5)}`,
  );
  // The first row is the floor: the same prober with no scans, on a machine that may be shared.
  // Then each photo with the scans in the worker pool and on the event loop (SCAN_THREADS=0): the QR
  // photo is the common case, the photo without a code the costliest scan (every tier, ~0.7 s of zxing).
  const empty = SMOKE ? typical : await phonePhoto(0);
  const modes = [
    ["no scans (the floor)", undefined, 0, typical],
    ["QR photo, worker pool", undefined, 4, typical],
    ["QR photo, event loop", "0", 4, typical],
    ["no-code photo, worker pool", undefined, 4, empty],
    ["no-code photo, event loop", "0", 4, empty],
  ] as const;
  // The smoke runs the worker pool only: it checks the harness, each mode costs a server and 12 MP scans.
  for (const [mode, threads, clients, jpeg] of SMOKE ? modes.slice(1, 2) : modes) {
    const { address, start, stop } = await startServer(threads);
    // Warm up: the pool's threads and the scanner's WebAssembly.
    const body = () => {
      const form = new FormData();
      form.append("image", new Blob([jpeg], { type: "image/jpeg" }), "photo.jpg");
      return form;
    };
    await fetch(`${address}/api/scan`, { method: "POST", body: body() });
    start();
    const end = performance.now() + seconds * 1000;
    let scans = 0;
    let refused = 0;
    const client = async () => {
      while (performance.now() < end) {
        const res = await fetch(`${address}/api/scan`, { method: "POST", body: body() });
        await res.arrayBuffer();
        if (res.status === 200) scans++;
        else if (res.status === 503) refused++;
      }
    };
    const latencies: number[] = [];
    const prober = async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const res = await fetch(`${address}/api/qr/types`);
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    process.stderr.write(`  ${mode} ...\n`);
    await Promise.all([...Array.from({ length: clients }, client), prober()]);
    const loop = await stop();
    latencies.sort((a, b) => a - b);
    const row = {
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: latencies.at(-1) as number,
      probes: latencies.length,
      scans,
      refused,
      eventLoopP99Ms: loop.p99Ms,
      eventLoopMaxMs: loop.maxMs,
    };
    results[mode] = row;
    console.log(
      `${mode.padEnd(28)} ${row.p50Ms.toFixed(1).padStart(8)} ${row.p99Ms.toFixed(1).padStart(8)} ${row.maxMs.toFixed(0).padStart(8)} ${loop.p99Ms.toFixed(1).padStart(9)} ${loop.maxMs.toFixed(0).padStart(9)} ${String(scans).padStart(6)} ${String(refused).padStart(5)}`,
    );
  }
  return results;
}

const only = process.env.SCAN_BENCH?.split(",");
const wanted = (part: string) => !only || only.includes(part);
const figures: Record<string, unknown> = {};
if (wanted("corpus")) {
  if (existsSync(`${CORPUS}manifest.json`)) figures.corpus = await corpusBenchmark();
  else console.log(`scan bench: no corpus at ${CORPUS}; corpus figures skipped`);
}
// The smoke skips the photo timings: the event-loop part draws and scans the same photo.
if (wanted("photo") && !SMOKE) figures.photo12mp = await photoBenchmark();
if (wanted("eventloop")) figures.eventLoop = await eventLoopBenchmark();
await saveResults("scan", figures);
