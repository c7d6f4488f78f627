import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { ENDPOINTS } from "@qrbar/contract";
import { QrbarError } from "@qrbar/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../errors/error-handler.js";
import { defineRoute } from "./define-route.js";

/** The built page's files (`pnpm build` writes them with esbuild), each with the path it is served at. */
const ASSETS = [
  { file: "index.html", endpoint: ENDPOINTS.playgroundPage, type: "text/html; charset=utf-8" },
  { file: "app.js", endpoint: ENDPOINTS.playgroundScript, type: "text/javascript; charset=utf-8" },
  { file: "app.css", endpoint: ENDPOINTS.playgroundStyle, type: "text/css; charset=utf-8" },
  // The generators the page draws its previews with, imported by app.js when first needed.
  { file: "draw-qr.js", endpoint: ENDPOINTS.playgroundQrDrawing, type: "text/javascript; charset=utf-8" },
  { file: "draw-barcode.js", endpoint: ENDPOINTS.playgroundBarcodeDrawing, type: "text/javascript; charset=utf-8" },
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

interface Asset {
  readonly type: string;
  readonly body: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
}

async function loadAssets(dirs: readonly URL[]): Promise<Map<string, Asset> | undefined> {
  for (const dir of dirs) {
    const files = await Promise.all(ASSETS.map((a) => readFile(new URL(a.file, dir)).catch(() => undefined)));
    if (files.some((f) => f === undefined)) continue;
    return new Map(
      ASSETS.map((a, i) => {
        const body = files[i] as Buffer;
        const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
        return [a.endpoint.path, { type: a.type, body, gzip: gzipSync(body, { level: 9 }), etag }];
      }),
    );
  }
  return undefined;
}

function sendAsset(asset: Asset, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // The files change with each build under the same names: cached, but revalidated every time (a 304).
  reply.header("cache-control", "no-cache").header("etag", asset.etag).header("vary", "accept-encoding");
  if (request.headers["if-none-match"] === asset.etag) return reply.code(304).send();
  reply.type(asset.type);
  // Compressed once at start (0.26 s of gzip -9, nearly all of it the two generators), so a phone on a
  // slow link gets a third of the bytes.
  if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
    return reply.header("content-encoding", "gzip").send(asset.gzip);
  }
  return reply.send(asset.body);
}

/**
 * `GET /`: the playground, a page to try every operation by hand (its script and style under
 * `/playground/`). Static files read once at start; no inline script, so the server's one CSP holds.
 * Not under `/api`, so not rate limited itself (the API calls it makes are).
 */
export async function playgroundRoutes(app: FastifyInstance, options: PlaygroundOptions): Promise<void> {
  const assets = await loadAssets(options.dir ? [options.dir] : DEFAULT_DIRS);
  for (const { endpoint } of ASSETS) {
    const asset = assets?.get(endpoint.path);
    defineRoute(app, endpoint, async (request, reply) =>
      asset
        ? sendAsset(asset, request, reply)
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
