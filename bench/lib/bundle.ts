// How a library meets a browser and a cold Node process: the size of a snippet bundled as a browser app
// would bundle it, and how long a fresh Node process takes to import a module. Shared by the library benches,
// so ours and every peer are measured by the same rule in the same run.
import { spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** A bundle's size: minified, and minified then gzipped at level 9. */
export interface BundleSize {
  readonly minifiedBytes: number;
  readonly gzipBytes: number;
}

/**
 * Bundles `source` (an ES module that imports what it measures) the way the size table of the library
 * issue was measured: esbuild `--bundle --minify --platform=browser`, then gzip -9. `resolveDir` is where its
 * imports resolve from; `conditions` adds export conditions (e.g. `source` for the workspace's TypeScript).
 *
 * @example
 * ```ts
 * const size = await bundleSize(`import { qrSvg } from "@qrbar/core/qr"; console.log(qrSvg("x"));`, benchDir);
 * ```
 */
export async function bundleSize(
  source: string,
  resolveDir: string,
  conditions: readonly string[] = [],
): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: source, resolveDir, loader: "ts" },
    bundle: true,
    minify: true,
    platform: "browser",
    format: "esm",
    write: false,
    logLevel: "silent",
    conditions: [...conditions],
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minifiedBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

/**
 * The best of `runs` cold imports of `specifier` in a fresh Node process each, in milliseconds: the
 * time from before the `import()` to after it settles, measured inside the child, so process start-up is
 * not counted. `nodeArgs` go to each child (e.g. `["--conditions=source", "--import", "tsx"]`).
 *
 * @example
 * ```ts
 * const ms = importTime("qrcode", benchDir); // 41.2
 * ```
 */
export function importTime(specifier: string, cwd: string, runs = 3, nodeArgs: readonly string[] = []): number {
  const script = `const t=performance.now();await import(${JSON.stringify(specifier)});console.log(performance.now()-t);`;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const child = spawnSync(process.execPath, [...nodeArgs, "--input-type=module", "-e", script], {
      cwd,
      encoding: "utf8",
    });
    if (child.status !== 0) throw new Error(`importing ${specifier} failed: ${child.stderr}`);
    best = Math.min(best, Number(child.stdout.trim()));
  }
  return best;
}
