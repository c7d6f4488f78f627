import { BARCODE_ENDPOINTS } from "./barcode.js";
import { BATCH_ENDPOINTS } from "./batch.js";
import type { Endpoint } from "./define-endpoint.js";
import { LABEL_ENDPOINTS } from "./label.js";
import { PAGE_ENDPOINTS } from "./pages.js";
import { QR_ENDPOINTS } from "./qr.js";
import type { ROUTES } from "./routes.js";
import { SCAN_ENDPOINTS } from "./scan.js";
import { SERVICE_ENDPOINTS } from "./service.js";

export * from "./define-endpoint.js";
export * from "./routes.js";

/**
 * Every route the server registers, by name: the name is the OpenAPI `operationId` of those in the
 * reference. Each entry is its route ({@link ROUTES}, which the client reads alone) with its schemas
 * and its presentation. The server's routes and the OpenAPI document derive from it.
 *
 * @example
 * ```ts
 * ENDPOINTS.generateQr.path; // "/api/qr/generate"
 * ```
 */
export const ENDPOINTS = {
  ...QR_ENDPOINTS,
  ...BARCODE_ENDPOINTS,
  ...LABEL_ENDPOINTS,
  ...SCAN_ENDPOINTS,
  ...BATCH_ENDPOINTS,
  ...SERVICE_ENDPOINTS,
  ...PAGE_ENDPOINTS,
} as const satisfies { readonly [N in keyof typeof ROUTES]: Endpoint & (typeof ROUTES)[N] };
