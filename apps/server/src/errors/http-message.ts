import type { QrbarError } from "@qrbar/core";

/**
 * The library's names for what the service offers as an endpoint: a core message points a library user
 * at `qrCatalog()`, an HTTP client gets the route instead.
 */
const HTTP_TERMS: ReadonlyArray<readonly [library: string, http: string]> = [
  ["qrCatalog()", "GET /api/qr/types"],
  ["barcodeCatalog()", "GET /api/barcode/types"],
];

/**
 * A core error's sentence in the service's words.
 *
 * @example
 * ```ts
 * httpMessage(error); // "unknown QR type 'wifii'; see GET /api/qr/types for the 64 known types"
 * ```
 */
export function httpMessage(error: QrbarError): string {
  return HTTP_TERMS.reduce((message, [library, http]) => message.replaceAll(library, http), error.message);
}
