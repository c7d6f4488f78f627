import { defineConfig } from "tsup";

export default defineConfig({
  // The worker entries are their own files: worker threads load them by file name
  // (scan/pool/scan-pool.ts, label/label-pool.ts, workers/generation-pool.ts). The `#platform`, `#utf8` and `#barcode-engine` files
  // are chosen at import time by package.json "imports" (browser or Node), so they stay separate too.
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
    "scan-worker": "src/scan/pool/scan-worker.ts",
    "label-worker": "src/label/label-worker.ts",
    "generation-worker": "src/workers/generation-worker.ts",
    "platform-node": "src/platform/node.ts",
    "platform-browser": "src/platform/browser.ts",
    "utf8-node": "src/platform/utf8-node.ts",
    "utf8-browser": "src/platform/utf8-browser.ts",
    "barcode-engine-node": "src/platform/barcode-engine-node.ts",
    "barcode-engine-browser": "src/platform/barcode-engine-browser.ts",
  },
  external: ["#platform", "#utf8", "#barcode-engine"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "node20",
});
