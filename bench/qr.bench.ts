// QR generation: generateQr (1-bit palette PNG, SVG) against the qrcode package's own renderers,
// same content, same run (medians and p95); the PNG size and decode check; plus a batch of 50 and the
// event-loop delay it causes.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { generateBatch, generateQr } from "@qrbar/core";
import { decodePng } from "@qrbar/core/testing";
import QRCode from "qrcode";
// The matrix step alone is internal to the core (not exported): the bench reaches it by path.
import { encodeQrMatrix } from "../packages/core/src/qr/encoder/encode-qr-matrix.js";
import { measure, printComparison, resultRows, SMOKE, saveResults } from "./lib/measure.js";

const text = "https://example.com/products/4711?ref=qrbar-benchmark";
const request = { type: "url", content: { url: text }, customization: { size: 300 } } as const;
const svgRequest = { ...request, customization: { size: 300, format: "SVG" } } as const;

// The PNGs compared: ours must be no larger than qrcode.toBuffer's and decode (zxing-wasm, an independent
// reader) to the same payload as theirs.
const ours = generateQr(request);
const theirs = await QRCode.toBuffer(text, { width: 300, errorCorrectionLevel: "M", margin: 4 });
const decodedText = async (png: Uint8Array) => (await decodePng(png)).map((r) => r.text).join(" | ");
const pngCheck = {
  oursBytes: ours.bytes.length,
  qrcodeToBufferBytes: theirs.length,
  oursDecoded: await decodedText(ours.bytes),
  qrcodeToBufferDecoded: await decodedText(theirs),
  noLarger: ours.bytes.length <= theirs.length,
  samePayload: false,
};
pngCheck.samePayload = pngCheck.oursDecoded === text && pngCheck.qrcodeToBufferDecoded === text;
console.log(
  `PNG 300 px: ours ${pngCheck.oursBytes} B, qrcode.toBuffer ${pngCheck.qrcodeToBufferBytes} B (${pngCheck.noLarger ? "no larger" : "LARGER"}); ` +
    `decoded: ours ${JSON.stringify(pngCheck.oursDecoded)}, theirs ${JSON.stringify(pngCheck.qrcodeToBufferDecoded)} (${pngCheck.samePayload ? "same payload" : "PAYLOAD DIFFERS"})`,
);

const rows = [
  {
    figure: "QR PNG 300 px",
    ours: await measure("generateQr PNG", () => generateQr(request), { runs: 2000 }),
    baseline: await measure("qrcode.toBuffer", () => QRCode.toBuffer(text, { width: 300, margin: 4 }), { runs: 300 }),
  },
  {
    figure: "QR SVG 300 px",
    ours: await measure("generateQr SVG", () => generateQr(svgRequest), { runs: 2000 }),
    baseline: await measure(
      "qrcode.toString svg",
      () => QRCode.toString(text, { type: "svg", width: 300, margin: 4 }),
      {
        runs: 2000,
      },
    ),
  },
  {
    figure: "matrix only (no image)",
    ours: await measure("encodeQrMatrix", () => encodeQrMatrix(text, "M"), { runs: 2000 }),
    baseline: await measure("qrcode.create", () => QRCode.create(text, { errorCorrectionLevel: "M" }), { runs: 2000 }),
  },
];
printComparison("QR generation (median/p95 ms, same content, same run)", rows);

const items = Array.from({ length: 50 }, (_, i) => ({
  type: "text",
  content: { text: `batch item ${i}` },
  customization: { size: 300 },
}));
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const batch = await measure("generateBatch 50 x PNG 300 px", () => generateBatch(items), {
  runs: SMOKE ? 3 : 50,
  warmup: 3,
});
histogram.disable();
console.log(
  `\nbatch of 50 PNG 300 px: median ${batch.medianMs.toFixed(1)} ms, p95 ${batch.p95Ms.toFixed(1)} ms; event-loop delay while it ran: max ${(histogram.max / 1e6).toFixed(1)} ms, p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms`,
);

await saveResults("qr", {
  pngCheck,
  rows: resultRows(rows),
  batch50: { ...batch, eventLoopDelayMaxMs: histogram.max / 1e6, eventLoopDelayP99Ms: histogram.percentile(99) / 1e6 },
});
