// Keep codes in a storage of your own (file-storage.ts: a file per code) through qrbar's CodeStore.
// Run: pnpm --filter @qrbar/examples custom-storage [folder]
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CodeStore } from "@qrbar/core/store";
import { FileStorage } from "./file-storage.js";

const folder = process.argv[2] ?? mkdtempSync(join(tmpdir(), "qrbar-codes-"));
const store = new CodeStore(new FileStorage(folder), { retentionDays: 1 });
const bytes = readFileSync(join(import.meta.dirname, "sample-qr.png"));
const { id } = await store.save("qr", { mimeType: "image/png", bytes });
const stored = await store.load("qr", id);
console.log(`stored qr ${id} in ${folder}; read back ${stored?.bytes.length} bytes of ${stored?.mimeType}`);
