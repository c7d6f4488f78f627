// Builds the scan page with webpack 5's Node API, as a webpack app gets `@qrbar/core/scan` from npm: webpack
// alone must find the wasm and the worker from core's `new URL(..., import.meta.url)` literals, with no loader
// for them and no plugin. webpack parses JavaScript only, so esbuild first strips scan-page.ts's types.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { transform } from "esbuild";
import webpack from "webpack";

/** Where the page's assets go, with content hashes as Vite names them (`assets/name-hash.ext`). */
const ASSET = "assets/[name]-[contenthash:8]";
/** The script tag of index.html, for Vite's dev server and build, that webpack's bundle takes the place of. */
const VITE_SCRIPT = '<script type="module" src="./scan-page.ts"></script>';

/**
 * Runs one webpack build and returns the files of its entry `name`; fails with webpack's own error text,
 * warns with its warnings.
 */
function run(config: webpack.Configuration, name: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error("webpack gave no stats"));
      const {
        errors = [],
        warnings = [],
        entrypoints = {},
      } = stats.toJson({
        all: false,
        errors: true,
        warnings: true,
        entrypoints: true,
      });
      for (const warning of warnings) console.warn(`webpack: ${warning.message}`);
      if (errors.length > 0) return reject(new Error(`webpack: ${errors.map((e) => e.message).join("\n")}`));
      resolve((entrypoints[name]?.assets ?? []).map((asset) => asset.name));
    });
  });
}

/**
 * Bundles the page at `pageDir` (its scan-page.ts and index.html) into `outDir` with webpack 5: production
 * mode (not minified), target web (so the `browser` condition picks core's browser platform), `@qrbar/core/scan` resolved
 * to `scanEntry` (core's dist/scan.js), other packages from `modulesDir`, `publicPath: "auto"`, and an
 * index.html that loads the bundle as a classic script (where "auto" reads `document.currentScript`).
 *
 * @example
 * ```ts
 * await bundleWithWebpack("test/scan-browser", "dist/scan.js", "node_modules", "/tmp/page");
 * ```
 */
export async function bundleWithWebpack(
  pageDir: string,
  scanEntry: string,
  modulesDir: string,
  outDir: string,
): Promise<void> {
  const entryDir = await mkdtemp(join(tmpdir(), "qrbar-scan-page-entry-"));
  const page = await transform(await readFile(join(pageDir, "scan-page.ts"), "utf8"), {
    loader: "ts",
    format: "esm",
    target: "es2022",
  });
  await writeFile(join(entryDir, "scan-page.js"), page.code);
  const files = await run(
    {
      mode: "production",
      target: "web",
      context: entryDir,
      entry: { "scan-page": "./scan-page.js" },
      output: {
        path: outDir,
        clean: true,
        publicPath: "auto",
        filename: `${ASSET}.js`,
        chunkFilename: `${ASSET}.js`,
        assetModuleFilename: `${ASSET}[ext]`,
      },
      resolve: { alias: { "@qrbar/core/scan$": scanEntry }, modules: ["node_modules", modulesDir] },
      devtool: false,
      // Production mode without its minifier: minifying runs after webpack has turned the `new URL` literals
      // into its own asset and chunk URLs, so it cannot change what this page shows, and it is most of the
      // build's time (3 to 4 s without it, 7 to 22 s with it on this 2-core machine).
      optimization: { minimize: false },
      // The wasm (954 KB) is over webpack's 244 KB advice; its size is reported by the scan-browser bench.
      performance: { hints: false },
    },
    "scan-page",
  );
  const html = await readFile(join(pageDir, "index.html"), "utf8");
  if (!html.includes(VITE_SCRIPT)) throw new Error(`index.html no longer loads the page with ${VITE_SCRIPT}`);
  const scripts = files.map((file) => `<script defer src="./${file}"></script>`).join("");
  await writeFile(join(outDir, "index.html"), html.replace(VITE_SCRIPT, scripts));
}
