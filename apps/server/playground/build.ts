import { copyFile, mkdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const here = new URL("./", import.meta.url);
const source = (file: string) => fileURLToPath(new URL(`src/${file}`, here));
/** `@qrbar/core`'s own resolution: its scan worker's source, and the zxing-wasm its scanner was written against. */
const core = createRequire(createRequire(import.meta.url).resolve("@qrbar/core/package.json"));

/** Where `pnpm build` writes the page: beside the bundled server, which serves it at `/`. */
export const PLAYGROUND_OUT_DIR = new URL("../dist/playground/", import.meta.url);

/**
 * The page's chunks (`./draw-qr.js`, `./draw-barcode.js`, `./read-codes.js`), imported by the page's own
 * modules: external.
 */
const pageChunks: Plugin = {
  name: "page-chunks",
  setup(build) {
    const pageSource = fileURLToPath(new URL("src/", here));
    build.onResolve({ filter: /^\.\/(draw-[a-z]+|read-codes)\.js$/ }, (args) =>
      args.importer.startsWith(pageSource) ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * Bundles the playground (TypeScript and CSS, minified, no source maps shipped) into `outDir`:
 * `index.html`, `app.js`, `app.css`, and the generators the page draws previews with, each a file
 * loaded when first needed: `draw-qr.js` (preloaded: the first preview is a QR code) and
 * `draw-barcode.js` (bwip-js, loaded when the barcode tab opens), each whole (esbuild's splitting
 * would put all of `@qrbar/core/generate` in one shared chunk, bwip-js in the QR tab's first paint);
 * and the scanner the scan tab reads with, `read-codes.js`, with what it finds beside itself from
 * `import.meta.url`: its module Worker `scan-worker.js` and zxing-cpp's `zxing_reader.wasm`.
 * Takes about a second, so the browser test runs it too.
 *
 * @example
 * ```ts
 * await buildPlayground(); // dist/playground/
 * ```
 */
export async function buildPlayground(outDir: URL = PLAYGROUND_OUT_DIR): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: {
      app: source("main.ts"),
      "draw-qr": source("draw-qr.ts"),
      "draw-barcode": source("draw-barcode.ts"),
      "read-codes": source("read-codes.ts"),
      "scan-worker": core.resolve("./src/platform/scan-worker.ts"),
    },
    // The generators stay files of their own, which the page's script imports when it needs them. Only the
    // page's own imports of them are left external: a plain `external: ["./draw-*.js"]` would also leave out a
    // module of a package that happens to have such a name (the core's `./draw-barcode.js`).
    plugins: [pageChunks],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    // The workspace packages from their sources (their `source` export condition): the page needs no
    // other package built first, and `@qrbar/core`'s `#platform` picks its browser side.
    conditions: ["source"],
    target: ["chrome100", "firefox100", "safari15"],
    outdir: fileURLToPath(outDir),
    logLevel: "warning",
    legalComments: "none",
  });
  await build({
    entryPoints: { app: source("app.css") },
    bundle: true,
    minify: true,
    outdir: fileURLToPath(outDir),
    logLevel: "warning",
  });
  await copyFile(new URL("index.html", here), new URL("index.html", outDir));
  await copyFile(core.resolve("zxing-wasm/reader/zxing_reader.wasm"), new URL("zxing_reader.wasm", outDir));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildPlayground();
