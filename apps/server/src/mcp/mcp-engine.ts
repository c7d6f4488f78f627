import {
  createGenerationPool,
  createLabelPool,
  createScanPool,
  type GeneratedBarcode,
  type GeneratedImage,
  type GeneratedLabel,
  type GenerationPool,
  type ScanOutcome,
} from "@qrbar/core";
import { barcodeImage, qrImage } from "../routes/qr-image.js";

/** What the MCP tools run on: generation, scanning and labels, each off the caller's event loop. */
export interface McpEngine {
  qr(request: unknown): Promise<GeneratedImage>;
  barcode(request: unknown): Promise<GeneratedBarcode>;
  scan(bytes: Uint8Array): Promise<ScanOutcome>;
  label(request: unknown): Promise<GeneratedLabel>;
  /** Stops the worker threads it started. */
  close(): Promise<void>;
}

/**
 * An engine over worker pools: QR codes and barcodes in `generator` when heavy (as the HTTP
 * routes do), scans and labels in one thread each, started on first use. Without a `shared`
 * generation pool it starts its own, and closes it.
 *
 * @example
 * ```ts
 * const engine = createMcpEngine();
 * const image = await engine.qr({ type: "text", content: { text: "hi" } });
 * ```
 */
export function createMcpEngine(shared?: GenerationPool): McpEngine {
  const generator = shared ?? createGenerationPool();
  const scanner = createScanPool({ threads: 1 });
  const labels = createLabelPool({ threads: 1 });
  return {
    qr: async (request) => qrImage(generator, request),
    barcode: async (request) => barcodeImage(generator, request),
    scan: (bytes) => scanner.scan(bytes),
    label: (request) => labels.generate(request),
    close: async () => {
      await Promise.all([scanner.close(), labels.close(), shared ? undefined : generator.close()]);
    },
  };
}
