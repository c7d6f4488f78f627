import { defineConfig } from "tsup";

export default defineConfig({
  // The scan and label workers are their own entries: worker threads load them by file name
  // (scan/scan-pool.ts, label/label-pool.ts).
  entry: {
    index: "src/index.ts",
    "scan-worker": "src/scan/scan-worker.ts",
    "label-worker": "src/label/label-worker.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "node20",
});
