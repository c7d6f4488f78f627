// The QR library as a user meets it, beside its peers in one run:
//   - browser bundle of one URL QR code as an SVG string (esbuild --bundle --minify --platform=browser, gzip -9):
//     ours through the package name with the `source` condition (the TypeScript the workspace resolves to),
//     each peer as its package ships;
//   - cold `import()` in a fresh Node process, best of 3: ours from the built dist (built first when missing or
//     older than the sources), as a user would load the packed package;
//   - per call: qrSvg against qr's `encodeQR(text, "svg")`, qrPng against qrcode.toBuffer, qrPdf and qrEps against
//     our own qrSvg (no peer here writes PDF or EPS) (alternating blocks).
// Targets (summary.mjs): bundle at most 5,000 B; import no slower than qrcode's; qrSvg at least as fast as qr;
// qrPng at least 15x qrcode.toBuffer.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { qrEps, qrPdf, qrPng, qrSvg } from "@qrbar/core/qr";
import encodeQR from "qr";
import QRCode from "qrcode";
import { type BundleSize, bundleSize, importTime } from "./lib/bundle.js";
import { measurePair, printComparison, resultRows, SMOKE, saveResults } from "./lib/measure.js";

const dir = fileURLToPath(new URL(".", import.meta.url));
const text = "https://example.com/products/4711";
const literal = JSON.stringify(text);

/** One library: what a user writes for one URL QR code as an SVG string, and the module whose import is timed. */
interface Library {
  readonly name: string;
  readonly snippet: string;
  readonly specifier: string;
  /** Export conditions for the bundle (ours: `source`, so the workspace's TypeScript needs no build). */
  readonly conditions?: readonly string[];
}

const LIBRARIES: readonly Library[] = [
  {
    name: "qrbar qrSvg",
    snippet: `import { qrSvg } from "@qrbar/core/qr"; console.log(qrSvg(${literal}));`,
    specifier: "@qrbar/core/qr",
    conditions: ["source"],
  },
  {
    name: "lean-qr",
    snippet: `import { generate } from "lean-qr"; import { toSvgSource } from "lean-qr/extras/svg"; console.log(toSvgSource(generate(${literal})));`,
    specifier: "lean-qr",
  },
  {
    name: "uqr",
    snippet: `import { renderSVG } from "uqr"; console.log(renderSVG(${literal}));`,
    specifier: "uqr",
  },
  {
    name: "qr",
    snippet: `import encodeQR from "qr"; console.log(encodeQR(${literal}, "svg"));`,
    specifier: "qr",
  },
  {
    name: "qrcode",
    snippet: `import QRCode from "qrcode"; QRCode.toString(${literal}, { type: "svg" }).then(console.log);`,
    specifier: "qrcode",
  },
  {
    name: "etiket",
    snippet: `import { qrcode } from "etiket/qr"; console.log(qrcode(${literal}));`,
    specifier: "etiket/qr",
  },
];

/** The newest modification time of the files under `path` that a build reads (tests are not built), in ms. */
function newest(path: string): number {
  return Math.max(
    ...readdirSync(path, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.test(-d)?\.ts$/.test(entry.name))
      .map((entry) => statSync(`${entry.parentPath}/${entry.name}`).mtimeMs),
  );
}

// The import is timed on the built package: build contract and core when their dist is missing or stale.
const core = fileURLToPath(new URL("../packages/core/", import.meta.url));
const contract = fileURLToPath(new URL("../packages/contract/", import.meta.url));
const built = (pkg: string) => {
  try {
    return statSync(`${pkg}dist/index.js`).mtimeMs >= newest(`${pkg}src`);
  } catch {
    return false;
  }
};
if (!built(contract) || !built(core)) {
  process.stderr.write("  building @qrbar/contract and @qrbar/core (dist is missing or older than src)\n");
  const build = spawnSync("pnpm", ["--filter", "@qrbar/contract", "--filter", "@qrbar/core", "build"], {
    cwd: dir,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("building the packages failed");
}

const libraries: { name: string; bundle: BundleSize; importMs: number }[] = [];
for (const library of LIBRARIES) {
  process.stderr.write(`  ${library.name}: bundle, import\n`);
  libraries.push({
    name: library.name,
    bundle: await bundleSize(library.snippet, dir, library.conditions),
    importMs: importTime(library.specifier, dir, SMOKE ? 1 : 3),
  });
}
const ours = libraries[0] as (typeof libraries)[number];
const qrcodeRow = libraries.find((l) => l.name === "qrcode") as (typeof libraries)[number];
console.log("\nOne URL QR code as an SVG string: browser bundle (min / min+gzip) and cold import in Node (best of 3)");
for (const { name, bundle, importMs } of libraries) {
  console.log(
    `${name.padEnd(14)} ${String(bundle.minifiedBytes).padStart(8)} B ${String(bundle.gzipBytes).padStart(7)} B gzip  ` +
      `(${(bundle.gzipBytes / ours.bundle.gzipBytes).toFixed(2)}x ours)  import ${importMs.toFixed(1).padStart(6)} ms ` +
      `(${(importMs / ours.importMs).toFixed(2)}x ours)`,
  );
}

const png = { size: 300, margin: 4 };
const rows = [
  {
    figure: "qrSvg vs qr encodeQR svg",
    ...(await measurePair(["qrSvg", () => qrSvg(text)], ["qr encodeQR(text, svg)", () => encodeQR(text, "svg")], {
      runs: 5000,
    })),
  },
  {
    figure: "qrPng 300 px vs qrcode.toBuffer",
    ...(await measurePair(
      ["qrPng", () => qrPng(text, png)],
      ["qrcode.toBuffer", () => QRCode.toBuffer(text, { width: 300, margin: 4, errorCorrectionLevel: "M" })],
      { runs: 600, block: 20 },
    )),
  },
  {
    figure: "qrPdf 300 px vs qrSvg (no peer writes PDF)",
    ...(await measurePair(["qrPdf", () => qrPdf(text)], ["qrSvg", () => qrSvg(text)], { runs: 2000 })),
  },
  {
    figure: "qrEps 300 px vs qrSvg (no peer writes EPS)",
    ...(await measurePair(["qrEps", () => qrEps(text)], ["qrSvg", () => qrSvg(text)], { runs: 2000 })),
  },
];
printComparison("QR functions per call (median/p95 ms, same content, same run)", rows);
console.log(
  `\nbundle: ours ${ours.bundle.gzipBytes} B gzip (target <= 5000 B); import: ours ${ours.importMs.toFixed(1)} ms, qrcode ${qrcodeRow.importMs.toFixed(1)} ms (target: ours no slower)`,
);

await saveResults("qrLibrary", {
  text,
  libraries,
  bundleGzipBytes: ours.bundle.gzipBytes,
  importMs: ours.importMs,
  qrcodeImportMs: qrcodeRow.importMs,
  rows: resultRows(rows),
});
