import type { CodeStore, GenerationPool, LabelPool } from "@qrbar/core";
import type { ScanService } from "./scan-service.js";

/** What every route plugin gets from `buildApp`: the store, and the pools every door shares. */
export interface RouteOptions {
  /** Where generated codes are kept. */
  readonly store: CodeStore;
  /** Where heavy QR/barcode requests are generated, off the event loop (`isHeavyGeneration`). */
  readonly generator: GenerationPool;
  /** Where every scan is admitted and run, whichever door it comes through. */
  readonly scanner: ScanService;
  /** Where every label is drawn, whichever door it comes through. */
  readonly labels: LabelPool;
  /** `PUBLIC_BASE_URL`, for absolute documentation links. */
  readonly publicBaseUrl: string | undefined;
}
