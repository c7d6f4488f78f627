import { scanImage } from "@qrbar/core";
import {
  createGenerationPool,
  createLabelPool,
  createScanPool,
  type GenerationPool,
  type LabelPool,
  type PoolEvent,
} from "@qrbar/core/service";
import type { ServerConfig } from "./config.js";
import { createScanService, type Scanner, type ScanService } from "./routes/scan-service.js";

/** The app's worker pools: one of each, shared by the routes and `/mcp`. */
export interface WorkerPools {
  /** Heavy QR codes and barcodes (`isHeavyGeneration`). */
  readonly generator: GenerationPool;
  /** Scans, admitted by size, cost and share as every door admits them. */
  readonly scanner: ScanService;
  /** Shipping labels. */
  readonly labels: LabelPool;
}

/** Options of {@link createWorkerPools}. */
export interface WorkerPoolsOptions {
  /** Told of every pool's tasks (metrics). */
  readonly observe?: (event: PoolEvent) => void;
  /** Used instead of a new generation pool (tests watch what reaches it); its owner closes it. */
  readonly generator?: GenerationPool;
}

/**
 * The pools `config` describes, threads started on each pool's first task: each holds a client to
 * its share (`GENERATION_CLIENT_SLOTS`, `LABEL_CLIENT_SLOTS`, `SCAN_CLIENT_SLOTS`; by default half of
 * its places) and stops a task at its deadline (`TASK_DEADLINE`, `SCAN_DEADLINE`); scans are admitted by
 * size and decoded cost first (`SCAN_MAX_DECODED_MB`, see `createScanService`). `close()` stops the
 * pools it built.
 *
 * @example
 * ```ts
 * const pools = createWorkerPools(loadConfig());
 * const image = await pools.generator.generate("qr", request, { client: "203.0.113.7" });
 * await pools.close();
 * ```
 */
export function createWorkerPools(
  config: ServerConfig,
  options: WorkerPoolsOptions = {},
): WorkerPools & { close(): Promise<void> } {
  const observe = options.observe ? { observe: options.observe } : {};
  const generator =
    options.generator ??
    createGenerationPool({
      maxPerClient: config.generationClientSlots,
      deadlineMs: config.taskDeadlineMs,
      ...observe,
    });
  const pool: Scanner =
    config.scanThreads === 0
      ? { scan: scanImage, close: async () => {} }
      : createScanPool({
          threads: config.scanThreads,
          maxQueue: config.scanQueue,
          maxPerClient: config.scanClientSlots,
          deadlineMs: config.scanDeadlineMs,
          ...observe,
        });
  const scanner = createScanService(pool, config.scanMaxCostBytes);
  const labels = createLabelPool({
    maxPerClient: config.labelClientSlots,
    deadlineMs: config.taskDeadlineMs,
    ...observe,
  });
  return {
    generator,
    scanner,
    labels,
    close: async () => {
      await Promise.all([options.generator ? undefined : generator.close(), scanner.close(), labels.close()]);
    },
  };
}
