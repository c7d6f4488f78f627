import { buildClient, type QrbarClient } from "./create-client.js";
import type { ClientOptions } from "./transport.js";

// The contract's types, by name: `export type *` would become a value re-export in the bundled .d.ts.
export type {
  BarcodeCustomization,
  BarcodeGenerateRequest,
  BarcodeGenerateResponse,
  BarcodeRule,
  BarcodeTypesResponse,
  BatchQrRequest,
  BatchQrResponse,
  ErrorCode,
  ErrorCorrectionLevel,
  ErrorResponse,
  FieldIssue,
  FileFormat,
  HealthResponse,
  ImageFormat,
  LabelAddress,
  LabelGenerateRequest,
  LabelGenerateResponse,
  QrCustomization,
  QrGenerateRequest,
  QrGenerateResponse,
  QrTypesResponse,
  ScanImageFormat,
  ScanPoint,
  ScanResponse,
  ScanResult,
  TypesResponse,
} from "@qrbar/contract";
export type {
  CallOptions,
  CodeOperations,
  DownloadedCode,
  QrbarClient,
  ScanOptions,
} from "./create-client.js";
export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorInit,
  isApiError,
  NetworkError,
  QrbarClientError,
  TimeoutError,
  UNKNOWN_ERROR,
} from "./errors.js";
export type { ClientOptions } from "./transport.js";
export type { ScanImage, UploadLabel } from "./upload.js";

/**
 * Creates a typed client of the qrbar API. This entry runs in browsers and every runtime with
 * `fetch`; Node gets the same client with file paths accepted by `scan`.
 *
 * @example
 * ```ts
 * import { createClient } from "@qrbar/client";
 *
 * const qrbar = createClient({ baseUrl: "http://localhost:3000/api" });
 * const { qr_id, image_base64 } = await qrbar.qr.generate({ type: "url", content: { url: "https://example.com" } });
 * ```
 */
export function createClient(options: ClientOptions): QrbarClient {
  return buildClient(options);
}
