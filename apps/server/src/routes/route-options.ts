import type { CodeStore } from "@qrbar/core";
import type { WorkerPools } from "../worker-pools.js";

/** What every route plugin gets from `buildApp`: the store, the app's worker pools and the public URL. */
export interface RouteOptions extends WorkerPools {
  /** Where generated codes are kept. */
  readonly store: CodeStore;
  /** `PUBLIC_BASE_URL`, for absolute documentation links. */
  readonly publicBaseUrl: string | undefined;
}
