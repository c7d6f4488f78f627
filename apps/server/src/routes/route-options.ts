import type { CodeStore } from "@qrbar/core";
import type { SaveCode } from "../plugins/stored-bytes-budget.js";
import type { WorkerPools } from "../worker-pools.js";

/** What every route plugin gets from `buildApp`: the store, the app's worker pools and the public URL. */
export interface RouteOptions extends WorkerPools {
  /** Where generated codes are kept (downloads read it). */
  readonly store: CodeStore;
  /** `PUBLIC_BASE_URL`, for absolute documentation links. */
  readonly publicBaseUrl: string | undefined;
}

/** What the routes that store codes get besides: the one way they store one. */
export interface StoringRouteOptions extends RouteOptions {
  /** Stores a code within the client's stored-bytes budget and the store's cap per code (`storedBytesBudget`). */
  readonly saveCode: SaveCode;
}
