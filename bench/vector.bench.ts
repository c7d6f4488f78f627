// PDF and EPS of a URL QR code and of a Code 128, in one run, against bwip-js 4.11.4 two ways:
//   - making the file, per call in this process (measurePair, alternating blocks): qrPdf, qrEps, barcodePdf,
//     barcodeEps against bwip-js toSVG of the same symbol (the Code 128 with its text). This is the fair
//     baseline for generation: bwip-js runs BWIPP's encoder in JavaScript and writes its one vector output (its
//     npm build writes no PDF and no EPS), the same work ours does (encode, lay out, write vector shapes).
//   - bwip-js's own PostScript path: the package ships BWIPP itself (barcode.ps, 1.4 MB of PostScript), and an
//     EPS made of it plus one call of the encoder leaves the encoding to the printer's interpreter. Writing that
//     file is a string concatenation, no work to time against ours, so this compares where the work lands:
//     Ghostscript rendering each EPS at 300 dpi on pages of the same size (the same gs and device, 10 copies a
//     process so that its start-up does not hide the work, in alternating blocks) and the bytes sent to the
//     printer. Every raster is decoded with zbarimg before timing,
//     so no side is timed drawing nothing.
// Run: cd bench && node run.mjs vector
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { barcodeEps, barcodePdf } from "@qrbar/core/barcode";
import { qrEps, qrPdf } from "@qrbar/core/qr";
import bwipjs from "bwip-js";
import { type ComparisonRow, measurePair, printComparison, resultRows, SMOKE, saveResults } from "./lib/measure.js";

const URL_TEXT = "https://example.com/products/4711?ref=print";
const CODE128 = "ABC-123";

const bwipQrSvg = () => bwipjs.toSVG({ bcid: "qrcode", text: URL_TEXT });
const bwipCode128Svg = () => bwipjs.toSVG({ bcid: "code128", text: CODE128, includetext: true });

const generation: ComparisonRow[] = [];
for (const [figure, ours, baseline] of [
  ["qrPdf url 300 px vs bwip-js toSVG qrcode", () => qrPdf(URL_TEXT), bwipQrSvg],
  ["qrEps url 300 px vs bwip-js toSVG qrcode", () => qrEps(URL_TEXT), bwipQrSvg],
  ["barcodePdf code128 vs bwip-js toSVG", () => barcodePdf("code128", CODE128), bwipCode128Svg],
  ["barcodeEps code128 vs bwip-js toSVG", () => barcodeEps("code128", CODE128), bwipCode128Svg],
] as const) {
  const name = figure.split(" vs ")[0] as string;
  generation.push({
    figure,
    ...(await measurePair(
      [name, ours],
      [figure.includes("qrcode") ? "bwipjs.toSVG qrcode" : "bwipjs.toSVG code128", baseline],
      {
        runs: 2000,
      },
    )),
  });
}
printComparison("Making the file, per call (ours PDF/EPS, bwip-js its vector output, SVG)", generation);

/**
 * BWIPP as bwip-js ships it, and an EPS that draws one symbol with it at (8, 20) pt on a page of `box` pt, the
 * size of our EPS, so Ghostscript rasterises pages of the same size.
 */
// bwip-js's exports map hides its files; the bench's own node_modules holds the package.
const BWIPP = readFileSync(new URL("./node_modules/bwip-js/barcode.ps", import.meta.url), "latin1");
const bwippEps = (call: string, [w, h]: readonly [number, number]) =>
  Buffer.from(
    `%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 ${w} ${h}\n%%EndComments\n${BWIPP}\n` +
      `gsave\n8 20 moveto ${call} findresource exec\ngrestore\nshowpage\n%%EOF\n`,
    "latin1",
  );
/** A PostScript string literal of ASCII text without parentheses or backslashes, as both contents are. */
const psString = (text: string) => `(${text})`;

const dir = mkdtempSync(join(tmpdir(), "qrbar-vector-bench-"));
const GS = ["-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-dEPSCrop", "-sDEVICE=pnggray", "-r300"];
/**
 * Renders an EPS file `copies` times in one Ghostscript process at 300 dpi, each copy a PNG beside it (as a
 * printer receives one job after another: BWIPP's copies each carry the whole resource), and returns the
 * first PNG's path. Many copies a process, so that gs's start-up (about 100 ms here) does not hide the work.
 */
const render = (path: string, copies = 1) => {
  const run = spawnSync("gs", [...GS, "-o", `${path}-%d.png`, ...Array<string>(copies).fill(path)], {
    stdio: "ignore",
  });
  if (run.status !== 0) throw new Error(`gs failed on ${path}`);
  return `${path}-1.png`;
};
/** Copies rendered in each timed gs process. */
const COPIES = 10;
const zbar = (png: string) => execFileSync("zbarimg", ["-q", "--raw", "--nodbus", png], { encoding: "utf8" }).trim();

const PRINT_CASES = [
  {
    figure: "QR url: gs renders 10 of our EPS vs BWIPP's, 300 dpi",
    ours: qrEps(URL_TEXT),
    bwipp: bwippEps(`${psString(URL_TEXT)} () /qrcode /uk.co.terryburton.bwipp`, [225, 225]),
    text: URL_TEXT,
  },
  {
    figure: "code128: gs renders 10 of our EPS vs BWIPP's, 300 dpi",
    ours: barcodeEps("code128", CODE128),
    bwipp: bwippEps(`${psString(CODE128)} (includetext) /code128 /uk.co.terryburton.bwipp`, [300, 150]),
    text: CODE128,
  },
] as const;

const printing: ComparisonRow[] = [];
const bytes: Record<string, { ours: number; bwipp: number }> = {};
try {
  for (const c of PRINT_CASES) {
    const oursPath = join(dir, "ours.eps");
    const bwippPath = join(dir, "bwipp.eps");
    writeFileSync(oursPath, c.ours);
    writeFileSync(bwippPath, c.bwipp);
    for (const path of [oursPath, bwippPath]) {
      const read = zbar(render(path));
      if (read !== c.text) throw new Error(`${path} decodes as ${JSON.stringify(read)}, not ${JSON.stringify(c.text)}`);
    }
    bytes[c.figure] = { ours: c.ours.length, bwipp: c.bwipp.length };
    printing.push({
      figure: c.figure,
      ...(await measurePair(
        ["gs our EPS x10", () => render(oursPath, COPIES)],
        ["gs BWIPP EPS x10", () => render(bwippPath, COPIES)],
        {
          runs: SMOKE ? 2 : 15,
          block: 1,
          warmup: 1,
        },
      )),
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
printComparison("Printing it: Ghostscript 300 dpi, 10 copies a gs process (ours EPS, bwip-js's BWIPP EPS)", printing);
console.log("\nBytes sent to the printer (EPS)");
for (const [figure, b] of Object.entries(bytes)) {
  console.log(
    `${figure.split(":")[0]?.padEnd(10)} ours ${String(b.ours).padStart(8)} B   BWIPP ${String(b.bwipp).padStart(8)} B   ${(b.bwipp / b.ours).toFixed(0)}x smaller`,
  );
}
console.log(
  "\nBaselines: making a file is timed against bwip-js toSVG (same work in the same process: BWIPP's encoder in JS and a vector writer); BWIPP's PostScript path defers the encoding to the printer, so it is timed where that work runs, in Ghostscript.",
);

await saveResults("vector", {
  generation: resultRows(generation),
  printing: resultRows(printing),
  epsBytes: bytes,
});
