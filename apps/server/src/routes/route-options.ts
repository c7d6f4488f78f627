import type { CodeStore, GenerationPool } from "@qrbar/core";

/** What every route plugin gets from `buildApp`. */
export interface RouteOptions {
  /** Where generated codes are kept. */
  readonly store: CodeStore;
  /** Where heavy QR/barcode requests are generated, off the event loop (`isHeavyGeneration`). */
  readonly generator: GenerationPool;
  /** `PUBLIC_BASE_URL`, for absolute documentation links. */
  readonly publicBaseUrl: string | undefined;
}
