import { copyFile, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { defineConfig } from "tsup";

const require = createRequire(import.meta.url);

/**
 * Ships zxing-wasm's reader `.wasm` beside the browser scan platform (dist/platform/), where its
 * `new URL("./zxing_reader.wasm", import.meta.url)` finds it and bundlers emit it as an asset, with
 * its licences: zxing-cpp's (Apache-2.0), compiled by zxing-wasm (MIT).
 */
async function shipZxingWasm(): Promise<void> {
  const wasm = require.resolve("zxing-wasm/reader/zxing_reader.wasm");
  await copyFile(wasm, "dist/platform/zxing_reader.wasm");
  // zxing-wasm exports no package.json: its root is two folders above dist/reader/.
  const root = new URL("../../", pathToFileURL(wasm));
  const { version } = JSON.parse(await readFile(new URL("package.json", root), "utf8")) as { version: string };
  const mit = await readFile(new URL("LICENSE", root), "utf8");
  await writeFile(
    "dist/platform/zxing_reader.wasm.LICENSE.txt",
    [
      `zxing_reader.wasm is zxing-wasm ${version} (https://github.com/Sec-ant/zxing-wasm), a WebAssembly build of`,
      "zxing-cpp (https://github.com/zxing-cpp/zxing-cpp), Copyright 2016 Nu-book Inc. and the zxing-cpp",
      "contributors, licensed under the Apache License, Version 2.0 (https://www.apache.org/licenses/LICENSE-2.0).",
      "",
      "zxing-wasm's licence:",
      "",
      mit,
    ].join("\n"),
  );
}

export default defineConfig({
  // One `.js` file per source module (dist/ mirrors src/), not bundles with shared chunks: a bundler that
  // takes in a chunk keeps every top-level statement of it, while `sideEffects: false` lets it drop each
  // module whose exports go unused. Bundled by a browser app (check-packages, step 7), the barcode snippet
  // was 72,420 B min+gzip from chunks, is 33,507 B per module, 33,516 B from the sources. It also keeps each
  // worker beside its pool, where the pool looks for it (workers/task-pool.ts), and each `#platform` /
  // `#utf8` / `#barcode-engine` / `#schema-checker` variant a file of its own for package.json "imports". src/testing and the tests are not shipped.
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
  onSuccess: shipZxingWasm,
});
