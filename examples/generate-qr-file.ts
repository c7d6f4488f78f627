// Generate a QR code with the core library and write it to a file.
// Run: pnpm --filter @qrbar/examples generate-qr-file [out.png]
import { writeFile } from "node:fs/promises";
import { generateQr } from "@qrbar/core";

const out = process.argv[2] ?? "qr.png";
const qr = generateQr({ type: "url", content: { url: "https://example.com" }, customization: { size: 512 } });
await writeFile(out, qr.bytes);
console.log(`wrote ${out}: ${qr.width}x${qr.height} ${qr.format}, ${qr.bytes.length} bytes, encodes ${qr.payload}`);
