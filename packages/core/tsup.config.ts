import { defineConfig } from "tsup";

export default defineConfig({
  // One `.js` file per source module (dist/ mirrors src/), not bundles with shared chunks: a bundler that
  // takes in a chunk keeps every top-level statement of it, while `sideEffects: false` lets it drop each
  // module whose exports go unused. Bundled by a browser app (check-packages, step 7), the barcode snippet
  // was 72,420 B min+gzip from chunks, is 33,507 B per module, 33,516 B from the sources. It also keeps each
  // worker beside its pool, where the pool looks for it (workers/task-pool.ts), and each `#platform` /
  // `#utf8` / `#barcode-engine` variant a file of its own for package.json "imports". src/testing and the tests are not shipped.
  // The price is paid by Node, which reads each file on import: cold `import()` of `@qrbar/core/qr` 30 ms
  // against 20 ms from chunks, `@qrbar/core/barcode` 285 against 153 ms (best of 7, busy 2-core machine).
  entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/**/*.test-d.ts", "!src/testing/**"],
  bundle: false,
  // The types stay rolled up, one `.d.ts` per public entry (what the API reports are made of).
  dts: {
    entry: {
      index: "src/index.ts",
      generate: "src/generate.ts",
      qr: "src/qr.ts",
      barcode: "src/barcode.ts",
      "barcode-ocr-b": "src/barcode-ocr-b.ts",
      style: "src/style.ts",
      scan: "src/scan.ts",
      label: "src/label.ts",
      store: "src/store.ts",
      "store-testing": "src/store-testing.ts",
      service: "src/service.ts",
    },
  },
  format: ["esm"],
  clean: true,
  sourcemap: true,
  target: "node20",
});
