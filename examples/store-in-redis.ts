// Keep generated codes in Redis (shared by several server instances), with the core library.
// Run: pnpm --filter @qrbar/examples store-in-redis [redis://127.0.0.1:6379/0]
import { createStore, generateQr } from "@qrbar/core";

const store = await createStore(process.argv[2] ?? "redis://127.0.0.1:6379/0?prefix=qrbar-example", {
  retentionDays: 1,
});
const qr = generateQr({ type: "text", content: { text: "kept in Redis" } });
const { id, createdAt } = await store.save("qr", qr);
const stored = await store.load("qr", id);
console.log(`stored qr ${id} at ${createdAt}; read back ${stored?.bytes.length} bytes of ${stored?.mimeType}`);
await store.close();
