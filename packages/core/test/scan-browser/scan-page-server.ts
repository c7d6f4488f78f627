// Builds the scan page (scan-page.ts) with Vite or webpack against the built `@qrbar/core` (dist/, as a
// user's app gets it from npm) and serves it with the corpus, for scan-browser.browser.test.ts and the browser
// scan bench. Every request is recorded, so a test can show that nothing left the machine.
import { existsSync, statSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const CORE = fileURLToPath(new URL("../../", import.meta.url));
const PAGE = fileURLToPath(new URL("./", import.meta.url));
const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
};

/** Newest modification time of the files under `dir` that the build ships (tests and src/testing aside), in ms. */
async function newest(dir: string): Promise<number> {
  let latest = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || /\.test(-d)?\.ts$/.test(entry.name) || path.includes("/src/testing/")) continue;
    latest = Math.max(latest, (await stat(path)).mtimeMs);
  }
  return latest;
}

/**
 * Fails unless core's dist/ (with the wasm the build ships) is newer than src/: the page must run what the
 * package ships. It does not build it itself: a build in the middle of the suite would rewrite dist/ under
 * the other tests that read it (`pnpm test` builds before any test runs).
 */
export async function ensureBuiltCore(): Promise<void> {
  const built = join(CORE, "dist/platform/scan-browser.js");
  if (existsSync(built) && statSync(built).mtimeMs >= (await newest(join(CORE, "src")))) return;
  throw new Error("@qrbar/core's dist/ is missing or older than src/: run `pnpm build` first");
}

/** The bundlers the scan page is built with: each emits index.html and its files under assets/. */
export type Bundler = "vite" | "webpack";

/**
 * Bundles the scan page into `outDir` with `bundler` in production mode (Vite minified; webpack without its
 * minifier, see scan-page-webpack.ts), `@qrbar/core/scan` taken from core's dist/ (the browser conditions
 * pick the browser platform). Returns the emitted file names.
 *
 * @example
 * ```ts
 * const files = await buildScanPage("/tmp/page", "webpack");
 * ```
 */
export async function buildScanPage(outDir: string, bundler: Bundler = "vite"): Promise<string[]> {
  await ensureBuiltCore();
  const scanEntry = join(CORE, "dist/scan.js");
  if (bundler === "webpack") {
    // Loaded only here: the Vite page and the bench need none of webpack.
    const { bundleWithWebpack } = await import("./scan-page-webpack.js");
    await bundleWithWebpack(PAGE, scanEntry, join(CORE, "node_modules"), outDir);
  } else {
    await build({
      configFile: false,
      root: PAGE,
      logLevel: "warn",
      resolve: { alias: { "@qrbar/core/scan": scanEntry } },
      build: { outDir, emptyOutDir: true, target: "es2022", reportCompressedSize: false },
    });
  }
  return (await readdir(outDir, { recursive: true })).map(String);
}

/** A static server of the built page, the corpus under /corpus/ and the polyfill's own wasm. */
export interface PageServer {
  readonly base: string;
  /** Every path requested so far. */
  readonly requests: readonly string[];
  close(): Promise<void>;
}

/**
 * Serves `outDir` at `/`, `corpus` at `/corpus/` and the barcode-detector polyfill's zxing-wasm
 * `.wasm` at `/polyfill/zxing_reader.wasm`, on 127.0.0.1 and a free port.
 *
 * @example
 * ```ts
 * const server = await servePage("/tmp/page", CORPUS_DIR);
 * await page.goto(`${server.base}/index.html`);
 * ```
 */
export async function servePage(outDir: string, corpus: string): Promise<PageServer> {
  // The polyfill depends on its own zxing-wasm (3.1.3): its glue and wasm must match.
  const polyfill = createRequire(createRequire(join(CORE, "package.json")).resolve("barcode-detector/ponyfill"));
  const polyfillWasm = polyfill.resolve("zxing-wasm/reader/zxing_reader.wasm");
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    requests.push(path);
    const file =
      path === "/polyfill/zxing_reader.wasm"
        ? polyfillWasm
        : path.startsWith("/corpus/")
          ? join(corpus, normalize(path.slice("/corpus/".length)))
          : join(outDir, normalize(path === "/" ? "index.html" : path));
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
