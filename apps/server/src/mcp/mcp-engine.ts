import {
  createGenerationPool,
  createLabelPool,
  type GeneratedBarcode,
  type GeneratedImage,
  type GeneratedLabel,
  type GenerationPool,
  type LabelPool,
  type ScanOutcome,
} from "@qrbar/core";
import type { Caller } from "../routes/caller.js";
import { barcodeImage, qrImage } from "../routes/qr-image.js";
import { createScanService, type ScanService, type ScanUpload } from "../routes/scan-service.js";

/** What the MCP tools run on: generation, scanning and labels, each off the caller's event loop. */
export interface McpEngine {
  qr(request: unknown): Promise<GeneratedImage>;
  barcode(request: unknown): Promise<GeneratedBarcode>;
  /** Admitted and run as `POST /api/scan` does (see `ScanService`). */
  scan(caller: Caller, upload: ScanUpload): Promise<ScanOutcome>;
  label(request: unknown): Promise<GeneratedLabel>;
  /** Stops the worker threads it started. */
  close(): Promise<void>;
}

/** The pools an engine may share with the HTTP routes (`RouteOptions`); the missing ones it starts. */
export interface McpEnginePools {
  readonly generator?: GenerationPool;
  readonly scanner?: ScanService;
  readonly labels?: LabelPool;
}

/**
 * An engine over the work the HTTP routes do, in the same pools when `shared` gives them (the
 * server's `/mcp`): QR codes and barcodes through `qrImage`/`barcodeImage`, scans through a
 * {@link ScanService}, labels in a label pool. What `shared` lacks it starts (one scanning and one
 * label thread, the default scan limits: `qrbar mcp` over stdio), and closes.
 *
 * @example
 * ```ts
 * const engine = createMcpEngine();
 * const image = await engine.qr({ type: "text", content: { text: "hi" } });
 * ```
 */
export function createMcpEngine(shared: McpEnginePools = {}): McpEngine {
  const generator = shared.generator ?? createGenerationPool();
  const scanner = shared.scanner ?? createScanService({ pool: { threads: 1 } });
  const labels = shared.labels ?? createLabelPool({ threads: 1 });
  return {
    qr: async (request) => qrImage(generator, request),
    barcode: async (request) => barcodeImage(generator, request),
    scan: (caller, upload) => scanner.scan(caller, upload),
    label: (request) => labels.generate(request),
    close: async () => {
      await Promise.all([
        shared.generator ? undefined : generator.close(),
        shared.scanner ? undefined : scanner.close(),
        shared.labels ? undefined : labels.close(),
      ]);
    },
  };
}
