// Barcode generation: generateBarcode (bwip-js geometry through our drawing interface, rasterised once
// on whole pixels into a 1-bit palette PNG) against bwip-js's own toBuffer (its built-in RGBA
// rasteriser and PNG writer), same symbology, content and module size, in the same run.
import { generateBarcode } from "@qrbar/core";
import bwipjs from "bwip-js";
import { measure, printComparison, resultRows, saveResults } from "./lib/measure.js";

const WIDTH = 400;
const HEIGHT = 200;
const PT_PER_MM = 72 / 25.4;

/** A symbology key, as generateBarcode types it. */
type BarcodeType = Parameters<typeof generateBarcode>[0]["type"];

interface Case {
  readonly type: BarcodeType;
  readonly bcid: string;
  readonly content: string;
  /** Quiet zone in modules each side, as our catalog has it (bwip-js gets it as padding). */
  readonly quiet: number;
  readonly linear: boolean;
}

const CASES: readonly Case[] = [
  { type: "code128", bcid: "code128", content: "ABC-12345-xyz", quiet: 10, linear: true },
  { type: "ean13", bcid: "ean13", content: "5901234123457", quiet: 11, linear: true },
  { type: "datamatrix", bcid: "datamatrix", content: "https://example.com/p/12345", quiet: 1, linear: false },
  { type: "pdf417", bcid: "pdf417", content: "PDF417 shipping label 1234567890", quiet: 2, linear: false },
];

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

type Options = Parameters<typeof bwipjs.toBuffer>[0];

/**
 * bwip-js options giving the same symbol at the module size our 400 x 200 image uses: its scale is
 * the module width in pixels; quiet zones as padding; for bars, the bar height fills what the text
 * leaves, as ours does.
 */
async function baselineOptions(c: Case): Promise<Options> {
  const base = { bcid: c.bcid, text: c.content, includetext: c.linear };
  const natural = pngSize(await bwipjs.toBuffer({ ...base, scale: 1 }));
  const across = WIDTH / (natural.width + 2 * c.quiet);
  const down = c.linear ? Number.POSITIVE_INFINITY : HEIGHT / (natural.height + 2 * c.quiet);
  const scale = Math.floor(Math.min(across, down));
  const padding = { paddingwidth: c.quiet, paddingheight: c.linear ? 0 : c.quiet };
  return { ...base, ...padding, scale, ...(c.linear ? { height: (0.8 * HEIGHT) / scale / PT_PER_MM } : {}) };
}

/** bwip-js rewrites the options object it is given (padding times scale): give it a fresh one. */
const toBuffer = (options: Options) => bwipjs.toBuffer({ ...options });

const rows = [];
const sizes: Record<string, unknown> = {};
for (const c of CASES) {
  const request = { type: c.type, content: c.content, customization: { width: WIDTH, height: HEIGHT } };
  const options = await baselineOptions(c);
  const ours = generateBarcode(request);
  const theirs = await toBuffer(options);
  sizes[c.type] = {
    ours: { ...pngSize(Buffer.from(ours.bytes)), bytes: ours.bytes.length },
    toBuffer: { ...pngSize(theirs), bytes: theirs.length, scale: options.scale },
  };
  console.log(
    `${c.type}: ours ${WIDTH}x${HEIGHT} ${ours.bytes.length} B; toBuffer ${pngSize(theirs).width}x${pngSize(theirs).height} ${theirs.length} B at scale ${options.scale}`,
  );
  rows.push({
    figure: `${c.type} PNG ${WIDTH}x${HEIGHT}`,
    ours: await measure(`generateBarcode ${c.type}`, () => generateBarcode(request), { runs: 600 }),
    baseline: await measure(`bwipjs.toBuffer ${c.type}`, () => toBuffer(options), { runs: 300 }),
  });
}
printComparison("Barcode PNG generation (median/p95 ms, same symbol and module size, same run)", rows);

await saveResults("barcode", {
  sizes,
  rows: resultRows(rows),
});
