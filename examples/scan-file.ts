// Scan an image file for every QR code and barcode in it, with the core library.
// Run: pnpm --filter @qrbar/examples scan-file [photo.jpg] (default: the shipped examples/sample-qr.png)
import { resolve } from "node:path";
import { scanImage } from "@qrbar/core";
import { readInput, SAMPLE_IMAGE } from "./output.js";

const file = process.argv[2] ? resolve(process.argv[2]) : SAMPLE_IMAGE;
const { image, results } = await scanImage(await readInput(file));
console.log(`${file}: ${image.format} ${image.width}x${image.height}, ${results.length} code(s)`);
for (const code of results) console.log(`${code.type} (${code.format}, confidence ${code.confidence}): ${code.data}`);
