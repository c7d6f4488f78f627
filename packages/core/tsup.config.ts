import { defineConfig } from "tsup";

export default defineConfig({
  // The scan worker is its own entry: worker threads load it by file name (scan/scan-pool.ts).
  entry: { index: "src/index.ts", "scan-worker": "src/scan/scan-worker.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "node20",
});
