import { readFile } from "node:fs/promises";
import { ENDPOINTS } from "@qrbar/contract";
import { QrbarError } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { sendError } from "../errors/error-handler.js";
import { defineRoute } from "./define-route.js";
import { type PrebuiltDocument, prebuildDocument, sendDocument } from "./prebuilt-document.js";

/** The built page's files (`pnpm build` writes them with esbuild), each with the path it is served at. */
const ASSETS = [
  { file: "index.html", endpoint: ENDPOINTS.playgroundPage, type: "text/html; charset=utf-8" },
  { file: "app.js", endpoint: ENDPOINTS.playgroundScript, type: "text/javascript; charset=utf-8" },
  { file: "app.css", endpoint: ENDPOINTS.playgroundStyle, type: "text/css; charset=utf-8" },
  // The generators the page draws its previews with, imported by app.js when first needed.
  { file: "draw-qr.js", endpoint: ENDPOINTS.playgroundQrDrawing, type: "text/javascript; charset=utf-8" },
  { file: "draw-barcode.js", endpoint: ENDPOINTS.playgroundBarcodeDrawing, type: "text/javascript; charset=utf-8" },
  // The scanner the scan tab reads with in the page, its Worker and zxing-cpp's wasm (`application/wasm`,
  // which `WebAssembly.instantiateStreaming` requires), each found from the scanner's own URL.
  { file: "read-codes.js", endpoint: ENDPOINTS.playgroundCodeReading, type: "text/javascript; charset=utf-8" },
  { file: "scan-worker.js", endpoint: ENDPOINTS.playgroundScanWorker, type: "text/javascript; charset=utf-8" },
  { file: "zxing_reader.wasm", endpoint: ENDPOINTS.playgroundScanWasm, type: "application/wasm" },
] as const;

/**
 * Folders that may hold the built page: beside the bundled server (`dist/playground/` of an installed
 * package) or, when the server runs from its sources, the package's `dist/playground/`.
 */
const DEFAULT_DIRS = [new URL("./playground/", import.meta.url), new URL("../../dist/playground/", import.meta.url)];

/** Options of {@link playgroundRoutes}. */
export interface PlaygroundOptions {
  /** Folder of the built page; default: the first of {@link DEFAULT_DIRS} that holds one. */
  readonly dir?: URL;
}

/**
 * The built page's files, compressed once at start (gzip and brotli, in libuv's threads), so a phone
 * on a slow link gets a third of the bytes. The files change with each build under the same names:
 * cached, but revalidated every time (a 304).
 */
async function loadAssets(dirs: readonly URL[]): Promise<Map<string, PrebuiltDocument> | undefined> {
  for (const dir of dirs) {
    const files = await Promise.all(ASSETS.map((a) => readFile(new URL(a.file, dir)).catch(() => undefined)));
    if (files.some((f) => f === undefined)) continue;
    const documents = await Promise.all(ASSETS.map((a, i) => prebuildDocument(files[i] as Buffer, a.type)));
    return new Map(ASSETS.map((a, i) => [a.endpoint.path, documents[i] as PrebuiltDocument]));
  }
  return undefined;
}

/**
 * `GET /`: the playground, a page to try every operation by hand (its script and style under
 * `/playground/`). Static files read once at start; no inline script, so the server's one CSP holds.
 * Outside the API's budget itself, counted against the documents' own (the API calls it makes count as any).
 */
export async function playgroundRoutes(app: FastifyInstance, options: PlaygroundOptions): Promise<void> {
  const assets = await loadAssets(options.dir ? [options.dir] : DEFAULT_DIRS);
  for (const { endpoint } of ASSETS) {
    const asset = assets?.get(endpoint.path);
    defineRoute(app, endpoint, async (request, reply) =>
      asset
        ? sendDocument(asset, request, reply)
        : sendError(
            reply,
            new QrbarError(
              "NOT_FOUND",
              "the playground page is not built; run pnpm build, or use the API at /api/docs",
            ),
          ),
    );
  }
}
