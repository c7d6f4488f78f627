// Storage back-ends for the embedded default: time to save one 500-byte code (an average QR PNG)
// through CodeStore, for SQLite (WAL, synchronous NORMAL and FULL) and memory.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CodeStore, createStore } from "@qrbar/core";
import { measure, printComparison, saveResults } from "./lib/measure.js";

const bytes = Buffer.alloc(500, 7);
const dir = mkdtempSync(join(tmpdir(), "qrbar-bench-"));
const save = (store: CodeStore) => () => store.save("qr", { mimeType: "image/png", bytes });

const memory = createStore("memory://");
const normal = createStore(`sqlite://${join(dir, "normal.sqlite")}`);
const full = createStore(`sqlite://${join(dir, "full.sqlite")}?sync=full`);

const memoryT = await measure("memory:// save", save(memory), { runs: 5000 });
const normalT = await measure("sqlite NORMAL save", save(normal), { runs: 5000 });
const fullT = await measure("sqlite FULL save", save(full), { runs: 500 });
const { id } = await normal.save("qr", { mimeType: "image/png", bytes });
const loadT = await measure("sqlite load", () => normal.load("qr", id), { runs: 5000 });

printComparison("Saving one 500-byte code (median/p95 ms; baseline = in-memory Map)", [
  { figure: "sqlite WAL synchronous=NORMAL", ours: normalT, baseline: memoryT },
  { figure: "sqlite WAL synchronous=FULL", ours: fullT, baseline: memoryT },
  { figure: "sqlite load", ours: loadT, baseline: memoryT },
]);
await saveResults("storage", { memory: memoryT, sqliteNormal: normalT, sqliteFull: fullT, sqliteLoad: loadT });
await Promise.all([memory.close(), normal.close(), full.close()]);
