import type { BarcodeGenerateRequest } from "@qrbar/contract";
import type { PlainQrRequest } from "../qr/plain-qr-request.js";

/**
 * A QR request as a plain-JavaScript caller or a table of cases builds it (a type key held as a string,
 * content of any shape, input the types rule out on purpose), passed to `generateQr` or `generateStyledQr`
 * so that a test exercises their run-time validation, which such callers get.
 *
 * @example
 * ```ts
 * generateQr(untypedQrRequest({ type: "URL", content: { url: "example.com" }, customization: { format: "svg" } }));
 * ```
 */
export function untypedQrRequest(request: unknown): PlainQrRequest {
  return request as PlainQrRequest;
}

/**
 * A barcode request as a plain-JavaScript caller or a table of cases builds it, for `generateBarcode`'s
 * run-time validation (see {@link untypedQrRequest}).
 *
 * @example
 * ```ts
 * generateBarcode(untypedBarcodeRequest({ type: "EAN13", content: "590123412345" }));
 * ```
 */
export function untypedBarcodeRequest(request: unknown): BarcodeGenerateRequest {
  return request as BarcodeGenerateRequest;
}
