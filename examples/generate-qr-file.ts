// Generate a QR code with the core library and write it to a file.
// Run: pnpm --filter @qrbar/examples generate-qr-file [out.png] (default examples/output/qr.png)
import { writeFile } from "node:fs/promises";
import { generateQr } from "@qrbar/core";
import { outputPath } from "./output.js";

const out = outputPath("qr.png", process.argv[2]);
const qr = generateQr({ type: "url", content: { url: "https://example.com" }, customization: { size: 512 } });
await writeFile(out, qr.bytes);
console.log(`wrote ${out}: ${qr.width}x${qr.height} ${qr.format}, ${qr.bytes.length} bytes, encodes ${qr.payload}`);
