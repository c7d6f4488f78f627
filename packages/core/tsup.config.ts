import { defineConfig } from "tsup";

export default defineConfig({
  // The worker entries are their own files: worker threads load them by file name
  // (scan/scan-pool.ts, label/label-pool.ts, workers/generation-pool.ts).
  entry: {
    index: "src/index.ts",
    "scan-worker": "src/scan/scan-worker.ts",
    "label-worker": "src/label/label-worker.ts",
    "generation-worker": "src/workers/generation-worker.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "node20",
});
