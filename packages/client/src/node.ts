import { openAsBlob } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { buildClient, type QrbarClient } from "./create-client.js";
import type { ClientOptions } from "./transport.js";
import type { ReadFile } from "./upload.js";

export * from "./index.js";

/** Opens a file as a `Blob` without reading it into memory first. */
const readFile: ReadFile = async (path) => {
  const file = path instanceof URL || path.startsWith("file:") ? fileURLToPath(path) : path;
  return { blob: await openAsBlob(file), filename: basename(file) };
};

/**
 * Creates a typed client of the qrbar API, for Node: `scan` also takes a file path or `file:` URL.
 *
 * @example
 * ```ts
 * import { createClient } from "@qrbar/client";
 *
 * const qrbar = createClient({ baseUrl: "http://localhost:3000/api" });
 * const { results } = await qrbar.scan("photo.jpg");
 * ```
 */
export function createClient(options: ClientOptions): QrbarClient {
  return buildClient(options, readFile);
}
