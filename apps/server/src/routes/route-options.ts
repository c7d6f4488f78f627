import type { CodeStore, GenerationPool } from "@qrbar/core";
import type { SaveCode } from "../plugins/stored-bytes-budget.js";

/** What every route plugin gets from `buildApp`. */
export interface RouteOptions {
  /** Where generated codes are kept (downloads read it). */
  readonly store: CodeStore;
  /** Where heavy QR/barcode requests are generated, off the event loop (`isHeavyGeneration`). */
  readonly generator: GenerationPool;
  /** `PUBLIC_BASE_URL`, for absolute documentation links. */
  readonly publicBaseUrl: string | undefined;
}

/** What the routes that store codes get besides: the one way they store one. */
export interface StoringRouteOptions extends RouteOptions {
  /** Stores a code within the client's stored-bytes budget and the store's cap per code (`storedBytesBudget`). */
  readonly saveCode: SaveCode;
}
