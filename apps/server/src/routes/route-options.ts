import type { CodeStore } from "@qrbar/core";

/** What every route plugin gets from `buildApp`. */
export interface RouteOptions {
  /** Where generated codes are kept. */
  readonly store: CodeStore;
  /** `PUBLIC_BASE_URL`, for absolute documentation links. */
  readonly publicBaseUrl: string | undefined;
}
