// Call a running qrbar server with the typed client: generate a QR code, download it again.
// Run: npm start (in another terminal), then: pnpm --filter @qrbar/examples call-server [base-url]
import { writeFile } from "node:fs/promises";
import { createClient, isApiError } from "@qrbar/client";
import { outputPath } from "./output.js";

const qrbar = createClient({ baseUrl: process.argv[2] ?? "http://localhost:3000/api" });
const created = await qrbar.qr.generate({ type: "url", content: { url: "https://example.com" } });
const { bytes, filename } = await qrbar.qr.download(created.qr_id);
const saved = outputPath(filename ?? "qr.png");
await writeFile(saved, bytes);
console.log(`qr_id ${created.qr_id}: ${created.size} ${created.format}, saved as ${saved}`);

// A misspelt type or field does not compile; what only the server can judge comes back as an ApiError.
const error = await qrbar.qr.generate({ type: "url", content: { url: "ftp://example.com" } }).catch((e: unknown) => e);
if (isApiError(error)) console.log(`a bad request answers ${error.status} ${error.code}: ${error.error}`);
