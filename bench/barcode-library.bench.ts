// The barcode functions as a library user meets them, beside the peers, in one run:
//   - browser bundle (esbuild --bundle --minify --platform=browser, gzip -9) of an EAN-13 and a Code 128 as SVG
//     strings: ours `barcodeSvg` from `@qrbar/core/barcode` (TypeScript sources, condition "source"), etiket
//     0.11.0 `barcode()` from `etiket/barcode`, JsBarcode 3.12.3 into an <svg> element; target ours <= 6,000 B;
//   - cold `import()` in a fresh Node process, best of 3: `@qrbar/core/barcode` from its built dist (run
//     `pnpm --filter @qrbar/contract --filter @qrbar/core build` first; skipped when dist is missing, as the
//     TypeScript sources would time tsx's transpiling), beside `@qrbar/core/generate` (which bundles bwip-js),
//     bwip-js, JsBarcode and etiket/barcode;
//   - per call, each side's defaults (ours 400 x 200 with the text, bwip-js scale 2 with the text, etiket
//     without text, its default): barcodeSvg against bwip-js toSVG and etiket barcode(), barcodePng against
//     bwip-js toBuffer and etiket barcodePNG; barcodePdf and barcodeEps of a Code 128 against bwip-js toSVG (its
//     npm build writes no PDF and no EPS: its vector output is SVG); ours and the peer timed in alternating
//     blocks (measurePair).
// Run: cd bench && node run.mjs barcode-library
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { barcodeEps, barcodePdf, barcodePng, barcodeSvg } from "@qrbar/core/barcode";
import bwipjs from "bwip-js";
import { barcodePNG as etiketPng, barcode as etiketSvg } from "etiket";
import { type BundleSize, bundleSize, importTime } from "./lib/bundle.js";
import { type ComparisonRow, measurePair, printComparison, resultRows, SMOKE, saveResults } from "./lib/measure.js";

const dir = fileURLToPath(new URL(".", import.meta.url));

/** The snippets the issue's size table bundles: an EAN-13 and a Code 128 as SVG, each library its own way. */
const SNIPPETS = {
  "@qrbar/core/barcode barcodeSvg": `import { barcodeSvg } from "@qrbar/core/barcode";
    console.log(barcodeSvg("ean13", "590123412345"), barcodeSvg("code128", "ABC-123"));`,
  "etiket/barcode barcode()": `import { barcode } from "etiket/barcode";
    console.log(barcode("5901234123457", { type: "ean13" }), barcode("ABC-123", { type: "code128" }));`,
  jsbarcode: `import JsBarcode from "jsbarcode";
    const svg = () => document.createElementNS("http://www.w3.org/2000/svg", "svg");
    const ean = svg(); JsBarcode(ean, "590123412345", { format: "EAN13" });
    const code = svg(); JsBarcode(code, "ABC-123", { format: "CODE128" });
    console.log(ean.outerHTML, code.outerHTML);`,
} as const;

const sizes: Record<string, BundleSize> = {};
for (const [name, source] of Object.entries(SNIPPETS)) {
  sizes[name] = await bundleSize(source, dir, name.startsWith("@qrbar") ? ["source"] : []);
}
const ours = sizes["@qrbar/core/barcode barcodeSvg"] as BundleSize;
console.log("\nBrowser bundle, EAN-13 + Code 128 as SVG (esbuild --minify --platform=browser, gzip -9)");
for (const [name, size] of Object.entries(sizes)) {
  console.log(
    `${name.padEnd(34)} ${String(size.minifiedBytes).padStart(9)} B min ${String(size.gzipBytes).padStart(7)} B gzip  ${(size.gzipBytes / ours.gzipBytes).toFixed(2)}x ours`,
  );
}
console.log(`target: ours <= 6000 B gzip: ${ours.gzipBytes <= 6000 ? "PASS" : "MISS"} (${ours.gzipBytes} B)`);

/** Cold import times in ms; ours only from a built dist. */
const coreDist = fileURLToPath(new URL("../packages/core/dist/barcode.js", import.meta.url));
const runs = SMOKE ? 1 : 3;
const fromDist = (specifier: string) => (existsSync(coreDist) ? importTime(specifier, dir, runs) : null);
const imports: Record<string, number | null> = {
  "@qrbar/core/barcode (dist)": fromDist("@qrbar/core/barcode"),
  "@qrbar/core/generate (dist)": fromDist("@qrbar/core/generate"),
  "bwip-js": importTime("bwip-js", dir, runs),
  jsbarcode: importTime("jsbarcode", dir, runs),
  "etiket/barcode": importTime("etiket/barcode", dir, runs),
};
console.log("\nCold import() in a fresh Node process, best of", runs);
for (const [name, ms] of Object.entries(imports)) {
  console.log(
    `${name.padEnd(34)} ${ms === null ? "not measured (no dist: build @qrbar/core)" : `${ms.toFixed(1)} ms`}`,
  );
}

const CASES = [
  { type: "ean13", content: "590123412345", bcid: "ean13", bwipText: "5901234123457", etiket: "ean13" },
  { type: "code128", content: "ABC-123", bcid: "code128", bwipText: "ABC-123", etiket: "code128" },
] as const;

const svg: ComparisonRow[] = [];
const png: ComparisonRow[] = [];
for (const c of CASES) {
  const etiketContent = c.etiket === "ean13" ? c.bwipText : c.content;
  svg.push({
    figure: `${c.type} SVG vs bwip-js toSVG`,
    ...(await measurePair(
      [`barcodeSvg ${c.type}`, () => barcodeSvg(c.type, c.content)],
      [`bwipjs.toSVG ${c.bcid}`, () => bwipjs.toSVG({ bcid: c.bcid, text: c.bwipText, includetext: true })],
      { runs: 2000 },
    )),
  });
  svg.push({
    figure: `${c.type} SVG vs etiket barcode()`,
    ...(await measurePair(
      [`barcodeSvg ${c.type}`, () => barcodeSvg(c.type, c.content)],
      [`etiket barcode ${c.etiket}`, () => etiketSvg(etiketContent, { type: c.etiket })],
      { runs: 2000 },
    )),
  });
  png.push({
    figure: `${c.type} PNG vs bwip-js toBuffer`,
    ...(await measurePair(
      [`barcodePng ${c.type}`, () => barcodePng(c.type, c.content)],
      [
        `bwipjs.toBuffer ${c.bcid}`,
        () => bwipjs.toBuffer({ bcid: c.bcid, text: c.bwipText, scale: 2, includetext: true }),
      ],
      { runs: 1000 },
    )),
  });
  png.push({
    figure: `${c.type} PNG vs etiket barcodePNG`,
    ...(await measurePair(
      [`barcodePng ${c.type}`, () => barcodePng(c.type, c.content)],
      [`etiket barcodePNG ${c.etiket}`, () => etiketPng(etiketContent, { type: c.etiket })],
      { runs: 2000 },
    )),
  });
}
/** bwip-js's Code 128 as SVG, the nearest it comes to a vector file: its npm build has no PDF or EPS output. */
const bwipCode128Svg = () => bwipjs.toSVG({ bcid: "code128", text: "ABC-123", includetext: true });
const vector: ComparisonRow[] = [
  {
    figure: "code128 PDF vs bwip-js toSVG (bwip-js has no PDF output)",
    ...(await measurePair(
      ["barcodePdf code128", () => barcodePdf("code128", "ABC-123")],
      ["bwipjs.toSVG code128", bwipCode128Svg],
      { runs: 1000 },
    )),
  },
  {
    figure: "code128 EPS vs bwip-js toSVG (no EPS in bwip-js's npm build)",
    ...(await measurePair(
      ["barcodeEps code128", () => barcodeEps("code128", "ABC-123")],
      ["bwipjs.toSVG code128", bwipCode128Svg],
      { runs: 1000 },
    )),
  },
];
printComparison("barcodeSvg per call (each side's defaults)", svg);
printComparison("barcodePng per call (each side's defaults)", png);
printComparison("barcodePdf and barcodeEps per call (text: PDF a Type 3 OCR-B font, EPS outlines)", vector);

await saveResults("barcodeLibrary", {
  bundle: { sizes, targetGzipBytes: 6000 },
  importMs: imports,
  svg: resultRows(svg),
  png: resultRows(png),
  vector: resultRows(vector),
});
