// The speed and memory targets, each with its figure, its baseline from the same run, the ratio and PASS/MISS,
// read from bench/results.json. run.mjs prints it after the benches; `node summary.mjs` prints it alone.
// A target whose section is missing shows "not measured"; a figure from before `since` shows "(old)";
// "report" rows have no target, only a figure to report.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const RESULTS = fileURLToPath(new URL("./results.json", import.meta.url));

const ms = (v) => `${v.toFixed(3)} ms`;
const rate = (v) => `${v.toFixed(0)} req/s`;
const times = (v) => `${v.toFixed(2)}x`;

/**
 * Speed targets on a section's `rows`, each `[target, figure, goal]`: the row of that figure, ours at
 * least `goal` times faster than its baseline.
 */
function rowTargets(section, targets) {
  return targets.map(([target, figure, goal]) => [
    target,
    section,
    (data) =>
      speedRow(
        data.rows.find((r) => r.figure === figure),
        goal,
      ),
  ]);
}

/** One row per target: [target, section, (results) => { measured, baseline, ratio, goal, pass } | undefined]. */
const TARGETS = [
  ...rowTargets("qr", [
    ["QR PNG 300 px vs qrcode.toBuffer", "QR PNG 300 px", 15],
    ["QR SVG vs qrcode.toString(svg)", "QR SVG 300 px", 1],
  ]),
  ...rowTargets("qrLibrary", [
    ["qrSvg vs qr encodeQR(text, svg)", "qrSvg vs qr encodeQR svg", 1],
    ["qrPng 300 px vs qrcode.toBuffer", "qrPng 300 px vs qrcode.toBuffer", 15],
  ]),
  [
    "qrSvg browser bundle (min+gzip)",
    "qrLibrary",
    (q) => {
      const lean = q.libraries.find((l) => l.name === "lean-qr");
      return {
        measured: `${q.bundleGzipBytes} B`,
        baseline: `lean-qr ${lean.bundle.gzipBytes} B`,
        ratio: times(q.bundleGzipBytes / lean.bundle.gzipBytes),
        goal: "<= 5000 B",
        pass: q.bundleGzipBytes <= 5000,
      };
    },
  ],
  [
    "import @qrbar/core/qr vs qrcode (cold)",
    "qrLibrary",
    (q) => ({
      measured: ms(q.importMs),
      baseline: ms(q.qrcodeImportMs),
      ratio: times(q.importMs / q.qrcodeImportMs),
      goal: "<= 1x",
      pass: q.importMs <= q.qrcodeImportMs,
    }),
  ],
  [
    "QR PNG no larger, same payload",
    "qr",
    ({ pngCheck: c }) =>
      c && {
        measured: `${c.oursBytes} B`,
        baseline: `${c.qrcodeToBufferBytes} B`,
        ratio: times(c.oursBytes / c.qrcodeToBufferBytes),
        goal: "<= 1x, decodes alike",
        pass: c.noLarger && c.samePayload,
      },
  ],
  ...["code128", "ean13", "datamatrix", "pdf417"].map((type) => [
    `Barcode PNG ${type} vs bwip-js toBuffer`,
    "barcode",
    (barcode) =>
      speedRow(
        barcode.rows.find((r) => r.figure.startsWith(`${type} `)),
        3,
      ),
  ]),
  ...[
    "code128",
    "gs1_128",
    "ean13",
    "ean8",
    "upca",
    "upce",
    "code39",
    "code93",
    "interleaved2of5",
    "itf14",
    "codabar",
  ].flatMap((type) =>
    [
      ["png", "PNG vs etiket barcodePNG", 2],
      ["svg", "SVG vs etiket barcode()", 2],
      ["bwip", "PNG vs bwip-js toBuffer", 10],
    ].map(([list, against, goal]) => [
      `Fast ${type} ${against}`,
      "barcodeFast",
      (fast) =>
        speedRow(
          fast[list].find((r) => r.figure.startsWith(`${type} `)),
          goal,
        ),
    ]),
  ),
  [
    "Barcode SVG bundle, EAN-13 + Code 128 (gzip)",
    "barcodeLibrary",
    ({ bundle }) => {
      const ours = bundle.sizes["@qrbar/core/barcode barcodeSvg"];
      const etiket = bundle.sizes["etiket/barcode barcode()"];
      return {
        measured: `${ours.gzipBytes} B`,
        baseline: `etiket ${etiket.gzipBytes} B, JsBarcode ${bundle.sizes.jsbarcode.gzipBytes} B`,
        ratio: times(ours.gzipBytes / etiket.gzipBytes),
        goal: `<= ${bundle.targetGzipBytes} B`,
        pass: ours.gzipBytes <= bundle.targetGzipBytes,
      };
    },
  ],
  [
    "Import @qrbar/core/barcode (dist) vs bwip-js",
    "barcodeLibrary",
    ({ importMs }) =>
      importMs["@qrbar/core/barcode (dist)"] !== null && {
        measured: ms(importMs["@qrbar/core/barcode (dist)"]),
        baseline: `bwip-js ${ms(importMs["bwip-js"])}, JsBarcode ${ms(importMs.jsbarcode)}, /generate ${ms(importMs["@qrbar/core/generate (dist)"])}`,
        ratio: times(importMs["bwip-js"] / importMs["@qrbar/core/barcode (dist)"]),
        goal: "report",
      },
  ],
  ...[
    ["svg", "ean13 SVG vs bwip-js toSVG", 10],
    ["svg", "code128 SVG vs bwip-js toSVG", 10],
    ["svg", "ean13 SVG vs etiket barcode()", 2],
    ["svg", "code128 SVG vs etiket barcode()", 2],
    ["png", "ean13 PNG vs bwip-js toBuffer", 10],
    ["png", "code128 PNG vs bwip-js toBuffer", 10],
    ["png", "ean13 PNG vs etiket barcodePNG", 2],
    ["png", "code128 PNG vs etiket barcodePNG", 2],
  ].map(([list, figure, goal]) => [
    `barcode${list === "svg" ? "Svg" : "Png"} ${figure}`,
    "barcodeLibrary",
    (library) =>
      speedRow(
        library[list].find((r) => r.figure === figure),
        goal,
      ),
  ]),
  ...[
    ["generation", "qrPdf url 300 px vs bwip-js toSVG qrcode"],
    ["generation", "qrEps url 300 px vs bwip-js toSVG qrcode"],
    ["generation", "barcodePdf code128 vs bwip-js toSVG"],
    ["generation", "barcodeEps code128 vs bwip-js toSVG"],
    ["printing", "QR url: gs renders 10 of our EPS vs BWIPP's, 300 dpi"],
    ["printing", "code128: gs renders 10 of our EPS vs BWIPP's, 300 dpi"],
  ].map(([list, figure]) => [
    figure,
    "vector",
    (vector) => {
      const row = speedRow(
        vector[list].find((r) => r.figure === figure),
        1,
      );
      return row && { ...row, goal: "report" };
    },
  ]),
  [
    "HTTP generate vs Fastify+qrcode (50 conn)",
    "http",
    (h) => ({
      measured: rate(h.ours.requestsPerSecond),
      baseline: rate(h.fastifyQrcode.requestsPerSecond),
      ratio: times(h.oursOverQrcode),
      goal: ">= 10x",
      pass: h.oursOverQrcode >= 10,
    }),
  ],
  [
    "HTTP generate vs Fastify empty route",
    "http",
    (h) => ({
      measured: rate(h.ours.requestsPerSecond),
      baseline: rate(h.fastifyEmpty.requestsPerSecond),
      ratio: `${(h.oursOverEmpty * 100).toFixed(1)} %`,
      goal: ">= 5 %",
      pass: h.oursOverEmpty >= 0.05,
    }),
  ],
  [
    "HTTP barcode route vs QR route (code128)",
    "http",
    (h) =>
      h.oursBarcode && {
        measured: rate(h.oursBarcode.requestsPerSecond),
        baseline: rate(h.ours.requestsPerSecond),
        ratio: `${(h.barcodeOverQr * 100).toFixed(1)} %`,
        goal: "report",
      },
  ],
  [
    "HTTP generate p50 / p99 latency",
    "http",
    (h) => ({
      measured: `${h.ours.p50Ms.toFixed(1)} / ${h.ours.p99Ms.toFixed(1)} ms`,
      baseline: `${h.fastifyQrcode.p50Ms.toFixed(1)} / ${h.fastifyQrcode.p99Ms.toFixed(1)} ms`,
      ratio: times(h.fastifyQrcode.p99Ms / h.ours.p99Ms),
      goal: "report",
    }),
  ],
  [
    "HTTP styled generate (proven) vs plain",
    "http",
    (h) =>
      h.oursStyled && {
        measured: rate(h.oursStyled.requestsPerSecond),
        baseline: rate(h.ours.requestsPerSecond),
        ratio: `${(h.styledOverPlain * 100).toFixed(1)} %`,
        goal: "report",
      },
  ],
  ...rowTargets("styled", [
    ["Styled PNG (no proof) vs etiket SVG", "styled PNG 300 px, no proof vs etiket SVG", 2],
    ["Styled PNG (proven) vs qr-code-styling SVG", "styled PNG 300 px, proven vs qr-code-styling SVG", 3],
  ]),
  [
    "Batch 50 vs 50 sequential requests",
    "batch",
    (b) => ({
      measured: ms(b.batch.medianMs),
      baseline: ms(b.sequential.medianMs),
      ratio: times(b.speedup),
      goal: "report",
    }),
  ],
  [
    "Batch answer: event-loop stall (median round)",
    "batch",
    (b) =>
      b.stall?.loop && {
        measured: `${b.stall.loop.medianMs.toFixed(1)} ms (max ${b.stall.loop.maxMs.toFixed(1)})`,
        baseline: `${b.stall.idleLoop.medianMs.toFixed(1)} ms idle`,
        ratio: times(b.stall.loop.medianMs / b.stall.idleLoop.medianMs),
        goal: "< 50 ms",
        pass: b.stall.loop.medianMs < 50,
      },
  ],
  [
    "Stored bytes per attacker-hour (defaults)",
    "batch",
    (b) =>
      b.attack && {
        measured: `${(b.attack.storedBytes / 1e6).toFixed(1)} MB`,
        baseline: "30 MB budget",
        ratio: times(b.attack.storedBytes / 30e6),
        goal: "report",
      },
  ],
  ...["sqlite", "redis"].flatMap((store) => [
    [
      `Attack on a pool: victim's heavy codes (${store})`,
      "attack",
      (a) =>
        a[store] && {
          measured: `${(a[store].pool.victim.successRate * 100).toFixed(1)} % of ${a[store].pool.victim.requests}`,
          baseline: `p99 ${a[store].pool.victim.p99Ms.toFixed(0)} ms`,
          ratio: "",
          goal: ">= 90 % answered",
          pass: a[store].pool.victim.successRate >= 0.9,
        },
    ],
    [
      `Attack by batches: stored per attacker-hour (${store})`,
      "attack",
      (a) =>
        a[store] && {
          measured: `${(a[store].bytes.perAttackerHourBytes / 1e6).toFixed(1)} MB`,
          baseline: "1 GB a day",
          ratio: times((a[store].bytes.perAttackerHourBytes * 24) / 1e9),
          goal: "< 1 GB a day",
          pass: a[store].bytes.perAttackerHourBytes * 24 < 1e9,
        },
    ],
    [
      `Attack by big answers: victim's slowest health (${store})`,
      "attack",
      (a) =>
        a[store] && {
          measured: `${a[store].answer.victim.maxMs.toFixed(0)} ms (p99 ${a[store].answer.victim.p99Ms.toFixed(1)})`,
          baseline: `${(a[store].answer.largestAnswerBytes / 1e6).toFixed(1)} MB answers`,
          ratio: "",
          goal: "max < 50 ms",
          pass: a[store].answer.victim.maxMs < 50,
        },
    ],
  ]),
  ...["sqlite", "redis"].map((store) => [
    `Both cores: WORKERS=2 vs 1 (${store})`,
    "cluster",
    (c) =>
      c[`${store}-w2`] && {
        measured: rate(c[`${store}-w2`].requestsPerSecond),
        baseline: rate(c[`${store}-w1`].requestsPerSecond),
        ratio: times(c[`${store}-w2`].requestsPerSecond / c[`${store}-w1`].requestsPerSecond),
        goal: "report",
      },
  ]),
  [
    "Memory: RSS after 100k vs after 10k calls",
    "memory",
    (m) => ({
      measured: `${m.rssLastMb.toFixed(1)} MB at ${m.calls}`,
      baseline: `${m.rssFirstMb.toFixed(1)} MB at ${m.firstSampleCalls}`,
      ratio: `${m.rssGrowth >= 0 ? "+" : ""}${(m.rssGrowth * 100).toFixed(1)} %`,
      goal: "within 20 %",
      pass: Math.abs(m.rssGrowth) <= 0.2,
    }),
  ],
];

/** A speed row: our median against the baseline's, and whether ours is at least `goal` times faster. */
function speedRow(row, goal) {
  return (
    row && {
      measured: `${ms(row.ours.medianMs)} (p95 ${row.ours.p95Ms.toFixed(3)})`,
      baseline: `${ms(row.baseline.medianMs)} (p95 ${row.baseline.p95Ms.toFixed(3)})`,
      ratio: times(row.speedup),
      goal: `>= ${goal}x faster`,
      pass: row.speedup >= goal,
    }
  );
}

/**
 * Prints the table of targets from bench/results.json; figures measured before `since` (a Date)
 * are marked "(old)", and a smoke run's are flagged as meaningless and judged neither PASS nor MISS.
 */
export function printSummary(since) {
  let results = {};
  try {
    results = JSON.parse(readFileSync(RESULTS, "utf8"));
  } catch {
    // No results yet: every row says "not measured".
  }
  const smoke = Object.values(results).some((section) => section?.smoke);
  console.log(
    `\nTargets (bench/results.json)${smoke ? " -- SMOKE RUN: the harness was checked, the figures mean nothing" : ""}`,
  );
  const head = ["target", "ours", "baseline", "ratio", "goal", "result"];
  const lines = TARGETS.map(([target, section, row]) => {
    const data = results[section];
    let r;
    try {
      r = data && row(data);
    } catch {
      r = undefined; // A section written by an older bench lacks this figure.
    }
    if (!r) return [target, "not measured", "", "", "", "MISS"];
    const old = since && new Date(data.measuredAt) < since ? " (old)" : "";
    // A smoke run's figures come from a handful of cold calls: they get no verdict either way.
    const verdict = r.goal === "report" ? "report" : data.smoke ? "smoke" : r.pass ? "PASS" : "MISS";
    return [target, r.measured, r.baseline, r.ratio, r.goal, `${verdict}${old}`];
  });
  const widths = head.map((_, i) => Math.max(...[head, ...lines].map((line) => line[i].length)));
  for (const line of [head, ...lines])
    console.log(
      line
        .map((cell, i) => cell.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printSummary();
