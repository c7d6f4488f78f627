import { copyFile, mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = new URL("./", import.meta.url);

/** Where `pnpm build` writes the page: beside the bundled server, which serves it at `/`. */
export const PLAYGROUND_OUT_DIR = new URL("../dist/playground/", import.meta.url);

/**
 * Bundles the playground (TypeScript and CSS, minified, no source maps shipped) into `outDir`:
 * `index.html`, `app.js`, `app.css`. Takes about 100 ms, so the browser test runs it too.
 *
 * @example
 * ```ts
 * await buildPlayground(); // dist/playground/
 * ```
 */
export async function buildPlayground(outDir: URL = PLAYGROUND_OUT_DIR): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: { app: fileURLToPath(new URL("src/main.ts", here)) },
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
    entryPoints: { app: fileURLToPath(new URL("src/app.css", here)) },
    bundle: true,
    minify: true,
    outdir: fileURLToPath(outDir),
    logLevel: "warning",
  });
  await copyFile(new URL("index.html", here), new URL("index.html", outDir));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildPlayground();
