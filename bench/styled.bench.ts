// Styled QR codes (rounded modules, styled eyes, a gradient, a 64 px logo): our 300 px PNG without the
// scannability proof against etiket's SVG string of the same design, and with the proof against
// qr-code-styling's SVG in Node (jsdom; without a logo, which it cannot draw in Node without
// node-canvas), same content, same run, timed in alternating blocks (measurePair) so that load drift hits both sides; plus
// the plain path for reference.
import { generateStyledQr } from "@qrbar/core";
import { decodePng } from "@qrbar/core/testing";
import { qrcode as etiketSvg } from "etiket";
import { JSDOM } from "jsdom";
import QRCodeStylingModule from "qr-code-styling";
import sharp from "sharp";
// Drawing without the proof is internal to the core (not exported): the bench reaches it by path.
import { renderStyledQr } from "../packages/core/src/style/draw-styled-qr.js";
import { measurePair, printComparison, resultRows, saveResults, speedup } from "./lib/measure.js";

// The package is CommonJS whose module.exports is the class; its types declare an ES default export.
const QRCodeStyling = QRCodeStylingModule as unknown as typeof QRCodeStylingModule.default;

const text = "https://example.com/products/4711?ref=qrbar-benchmark";
const stops = [
  { offset: 0, color: "#1A237E" },
  { offset: 1, color: "#00695C" },
];
const logoPng = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#E65100" } })
  .composite([{ input: Buffer.from('<svg width="64" height="64"><circle cx="32" cy="32" r="20" fill="#fff"/></svg>') }])
  .png()
  .toBuffer();
const logo = `data:image/png;base64,${logoPng.toString("base64")}`;
// logo_size is a share of the symbol's width: a version 5 code (37 modules) at 7 px is 259 px wide; 64 px of it is 0.247.
const customization = {
  size: 300,
  module_shape: "rounded",
  eye: { outer_shape: "rounded", inner_shape: "dot", outer_color: "#1A237E", inner_color: "#E65100" },
  gradient: { type: "linear", angle: 45, stops },
  logo,
  logo_size: 0.247,
} as const;
const request = { type: "url", content: { url: text }, customization } as const;

const proven = await generateStyledQr(request);
const decoded = (await decodePng(proven.bytes)).map((r) => r.text).join(" | ");
console.log(
  `styled PNG 300 px: ${proven.bytes.length} B, decoded ${JSON.stringify(decoded)} (${decoded === text ? "same payload" : "PAYLOAD DIFFERS"}); scannability ${JSON.stringify(proven.scannability)}`,
);

const etiketOptions = {
  size: 300,
  ecLevel: "H",
  dotType: "rounded",
  color: { type: "linear", rotation: 45, stops },
  corners: Object.fromEntries(
    ["topLeft", "topRight", "bottomLeft"].map((k) => [
      k,
      { outerShape: "rounded", innerShape: "dots", outerColor: "#1A237E", innerColor: "#E65100" },
    ]),
  ),
  logo: { imageUrl: logo, size: 64 / 300 },
} as Parameters<typeof etiketSvg>[1];
const styling = () =>
  new QRCodeStyling({
    jsdom: JSDOM,
    type: "svg",
    width: 300,
    height: 300,
    data: text,
    qrOptions: { errorCorrectionLevel: "H" },
    dotsOptions: { type: "rounded", gradient: { type: "linear", rotation: Math.PI / 4, colorStops: stops } },
    cornersSquareOptions: { type: "extra-rounded", color: "#1A237E" },
    cornersDotOptions: { type: "dot", color: "#E65100" },
  }).getRawData("svg");

const rows = [
  {
    figure: "styled PNG 300 px, no proof vs etiket SVG",
    ...(await measurePair(
      ["renderStyledQr PNG", () => renderStyledQr(text, customization)],
      ["etiket qrcode SVG", () => etiketSvg(text, etiketOptions)],
      { runs: 500, block: 25 },
    )),
  },
  {
    figure: "styled PNG 300 px, proven vs qr-code-styling SVG",
    ...(await measurePair(
      ["generateStyledQr PNG", () => generateStyledQr(request)],
      ["qr-code-styling SVG (jsdom)", styling],
      {
        runs: 120,
        block: 10,
        warmup: 10,
      },
    )),
  },
];
// The print formats of the same design, drawn without the proof, against its SVG: reported, no target.
const printRows = [];
for (const format of ["PDF", "EPS"] as const) {
  printRows.push({
    figure: `styled ${format} 300 px, no proof vs our SVG`,
    ...(await measurePair(
      // The contract's format enum gains PDF and EPS with the HTTP routes; the core writes them already.
      [`renderStyledQr ${format}`, () => renderStyledQr(text, { ...customization, format } as never)],
      ["renderStyledQr SVG", () => renderStyledQr(text, { ...customization, format: "SVG" })],
      { runs: 500, block: 25 },
    )),
  });
}
printComparison("Styled QR (median/p95 ms, same design, same run)", [...rows, ...printRows]);
const targets = { noProofVsEtiket: 2, provenVsQrCodeStyling: 3 };
const speedups = rows.map(speedup);
console.log(
  `targets: no proof ${speedups[0]?.toFixed(2)}x etiket (target ${targets.noProofVsEtiket}x), proven ${speedups[1]?.toFixed(2)}x qr-code-styling (target ${targets.provenVsQrCodeStyling}x)`,
);
await saveResults("styled", {
  decoded: decoded === text,
  scannability: proven.scannability,
  rows: resultRows(rows),
  print: resultRows(printRows),
  targets,
});
