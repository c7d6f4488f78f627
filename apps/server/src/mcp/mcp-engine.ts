import type { GeneratedBarcode, GeneratedImage, GeneratedLabel, ScanOutcome } from "@qrbar/core";
import { createGenerationPool, createLabelPool, createScanPool } from "@qrbar/core/service";
import type { Caller } from "../routes/caller.js";
import { barcodeImage, qrImage } from "../routes/qr-image.js";
import { createScanService, type ScanUpload } from "../routes/scan-service.js";
import type { WorkerPools } from "../worker-pools.js";

/**
 * What the MCP tools run on: generation, scanning and labels, each off the caller's event loop. Every
 * method takes the call's {@link Caller}: its client (held to each pool's share, as an HTTP request's
 * is) and a signal that stops its work when the caller goes away.
 */
export interface McpEngine {
  qr(request: unknown, caller: Caller): Promise<GeneratedImage>;
  barcode(request: unknown, caller: Caller): Promise<GeneratedBarcode>;
  /** Admitted and run as `POST /api/scan` does (see `ScanService`). */
  scan(upload: ScanUpload, caller: Caller): Promise<ScanOutcome>;
  label(request: unknown, caller: Caller): Promise<GeneratedLabel>;
  /** Stops the worker threads it started (none when it was given the app's pools). */
  close(): Promise<void>;
}

/**
 * An engine over the work the HTTP routes do: QR codes and barcodes through `qrImage`/`barcodeImage`
 * (heavy ones in the generation pool), scans through a `ScanService`, labels in a label pool. The
 * server passes its own `pools`, so `/mcp` and the HTTP routes share one pool of each and one share per
 * client; without them (`qrbar mcp` over stdio, one local client) it starts its own, scans and labels
 * on one thread each with the default scan limits, and closes them.
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
    scanner: createScanService(createScanPool({ threads: 1 })),
    labels: createLabelPool({ threads: 1 }),
  };
  return {
    qr: async (request, caller) => qrImage(generator, request, caller),
    barcode: async (request, caller) => barcodeImage(generator, request, caller),
    scan: (upload, caller) => scanner.scan(caller, upload),
    label: (request, caller) => labels.generate(request, caller),
    close: async () => {
      if (!pools) await Promise.all([generator.close(), scanner.close(), labels.close()]);
    },
  };
}
