// Scan an image file for every QR code and barcode in it, with the core library.
// Run: pnpm --filter @qrbar/examples scan-file photo.jpg
import { readFile } from "node:fs/promises";
import { scanImage } from "@qrbar/core";

const file = process.argv[2] ?? "qr.png";
const { image, results } = await scanImage(await readFile(file));
console.log(`${file}: ${image.format} ${image.width}x${image.height}, ${results.length} code(s)`);
for (const code of results) console.log(`${code.type} (${code.format}, confidence ${code.confidence}): ${code.data}`);
