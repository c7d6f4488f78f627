import {
  createGenerationPool,
  createLabelPool,
  createScanPool,
  type GeneratedBarcode,
  type GeneratedImage,
  type GeneratedLabel,
  type PoolCall,
  type ScanOutcome,
} from "@qrbar/core";
import { barcodeImage, qrImage } from "../routes/qr-image.js";
import type { WorkerPools } from "../worker-pools.js";

/**
 * What the MCP tools run on: generation, scanning and labels, each off the caller's event loop. Every
 * method takes the call's context: its client (held to each pool's share, as an HTTP request's is) and
 * a signal that stops its work when the caller goes away.
 */
export interface McpEngine {
  qr(request: unknown, call: PoolCall): Promise<GeneratedImage>;
  barcode(request: unknown, call: PoolCall): Promise<GeneratedBarcode>;
  scan(bytes: Uint8Array, call: PoolCall): Promise<ScanOutcome>;
  label(request: unknown, call: PoolCall): Promise<GeneratedLabel>;
  /** Stops the worker threads it started (none when it was given the app's pools). */
  close(): Promise<void>;
}

/**
 * An engine over worker pools: QR codes and barcodes in the generation pool when heavy (as the HTTP
 * routes do), scans and labels in theirs. The server passes its own `pools`, so `/mcp` and the HTTP
 * routes share one pool of each and one share per client; without them (`qrbar mcp` over stdio, one
 * local client) it starts its own, scans and labels on one thread each, and closes them.
 *
 * @example
 * ```ts
 * const engine = createMcpEngine();
 * const image = await engine.qr({ type: "text", content: { text: "hi" } }, { client: "stdio" });
 * ```
 */
export function createMcpEngine(pools?: WorkerPools): McpEngine {
  const { generator, scanner, labels } = pools ?? {
    generator: createGenerationPool(),
    scanner: createScanPool({ threads: 1 }),
    labels: createLabelPool({ threads: 1 }),
  };
  return {
    qr: async (request, call) => qrImage(generator, request, call),
    barcode: async (request, call) => barcodeImage(generator, request, call),
    scan: (bytes, call) => scanner.scan(bytes, {}, call),
    label: (request, call) => labels.generate(request, call),
    close: async () => {
      if (!pools) await Promise.all([generator.close(), scanner.close(), labels.close()]);
    },
  };
}
