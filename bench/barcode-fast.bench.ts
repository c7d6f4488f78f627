// The everyday linear symbologies, which our own encoders draw (the fast path), against the fastest
// peer and against bwip-js, in the same run:
//   - etiket 0.11.0 `barcodePNG(text, { type, height: 100, scale: 2 })`, and our generateBarcode PNG
//     at the same pixel size (its width x height), human-readable text shown (our default; etiket
//     draws none by default);
//   - etiket's `barcode()` SVG at the same options, and our SVG at the same size;
//   - bwip-js `toBuffer` (scale 2, text shown).
// Targets: our PNG at least 2x faster than etiket's and 10x faster than bwip-js's; our SVG at least
// 2x faster than etiket's. Ours and each peer are timed in alternating blocks (measurePair), so drift in the
// machine's load hits both sides. Run: pnpm bench barcode-fast
import { loadavg } from "node:os";
import { generateBarcode } from "@qrbar/core";
import bwipjs from "bwip-js";
import { barcodePNG as etiketPng, barcode as etiketSvg } from "etiket";
import { type ComparisonRow, measure, measurePair, printComparison, resultRows, saveResults } from "./lib/measure.js";

/** A symbology key, as generateBarcode types it. */
type BarcodeType = Parameters<typeof generateBarcode>[0]["type"];

interface Case {
  /** Our type key. */
  readonly type: BarcodeType;
  /** etiket's type. */
  readonly etiket: NonNullable<Parameters<typeof etiketPng>[1]>["type"];
  /** bwip-js's bcid. */
  readonly bcid: string;
  /** Content as we and bwip-js take it (check digits included, so all three draw the same number). */
  readonly content: string;
  /** What etiket takes, where it differs. */
  readonly theirs?: string;
}

const CASES: readonly Case[] = [
  { type: "code128", etiket: "code128", bcid: "code128", content: "ABC-12345-xyz" },
  {
    type: "gs1_128",
    etiket: "gs1-128",
    bcid: "gs1-128",
    content: "(01)09521234543213(10)ABC123",
  },
  { type: "ean13", etiket: "ean13", bcid: "ean13", content: "5901234123457" },
  { type: "ean8", etiket: "ean8", bcid: "ean8", content: "96385074" },
  { type: "upca", etiket: "upca", bcid: "upca", content: "036000291452" },
  { type: "upce", etiket: "upce", bcid: "upce", content: "01234565" },
  { type: "code39", etiket: "code39", bcid: "code39", content: "CODE-39 TEST" },
  { type: "code93", etiket: "code93", bcid: "code93", content: "CODE-93 TEST" },
  { type: "interleaved2of5", etiket: "itf", bcid: "interleaved2of5", content: "2401234567" },
  { type: "itf14", etiket: "itf14", bcid: "itf14", content: "15400141288763" },
  { type: "codabar", etiket: "codabar", bcid: "rationalizedCodabar", content: "A40156B", theirs: "40156" },
];

const ETIKET = { height: 100, scale: 2 } as const;
const pngSize = (png: Uint8Array) => ({
  width: Buffer.from(png).readUInt32BE(16),
  height: Buffer.from(png).readUInt32BE(20),
});

/** bwip-js rewrites the options object it is given: give it a fresh one. */
const bwipPng = (c: Case) => bwipjs.toBuffer({ bcid: c.bcid, text: c.content, scale: 2, includetext: true });

const loadBefore = loadavg()[0] ?? 0;
const png: ComparisonRow[] = [];
const svg: ComparisonRow[] = [];
const bwip: ComparisonRow[] = [];
const sizes: Record<string, unknown> = {};
for (const c of CASES) {
  const options = { ...ETIKET, type: c.etiket };
  const theirs = c.theirs ?? c.content;
  const size = pngSize(etiketPng(theirs, options));
  const request = { type: c.type, content: c.content, customization: size };
  const svgRequest = { ...request, customization: { ...size, format: "SVG" as const } };
  sizes[c.type] = size;
  const pngPair = await measurePair(
    [`generateBarcode ${c.type} PNG`, () => generateBarcode(request)],
    [`etiket barcodePNG ${c.etiket}`, () => etiketPng(theirs, options)],
    { runs: 3000 },
  );
  const ours = pngPair.ours;
  png.push({ figure: `${c.type} PNG ${size.width}x${size.height}`, ...pngPair });
  svg.push({
    figure: `${c.type} SVG ${size.width}x${size.height}`,
    ...(await measurePair(
      [`generateBarcode ${c.type} SVG`, () => generateBarcode(svgRequest)],
      [`etiket barcode ${c.etiket}`, () => etiketSvg(theirs, options)],
      { runs: 3000 },
    )),
  });
  bwip.push({
    figure: `${c.type} PNG ${size.width}x${size.height}`,
    ours,
    baseline: await measure(`bwipjs.toBuffer ${c.bcid}`, () => bwipPng(c), { runs: 300 }),
  });
}
const loadAfter = loadavg()[0] ?? 0;
printComparison("Fast-path barcode PNG vs etiket barcodePNG (same pixel size; target >= 2x)", png);
printComparison("Fast-path barcode SVG vs etiket barcode() SVG (target >= 2x)", svg);
printComparison("Fast-path barcode PNG vs bwip-js toBuffer (target >= 10x)", bwip);
console.log(`load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)}`);

await saveResults("barcodeFast", {
  sizes,
  loadBefore,
  loadAfter,
  png: resultRows(png),
  svg: resultRows(svg),
  bwip: resultRows(bwip),
});
