import type { QrbarError } from "@qrbar/core";

/**
 * The library's names for what the service offers as an endpoint or a setting: a core message points a
 * library user at `qrCatalog()` or an option, an HTTP client gets the route or the server's setting instead.
 */
const HTTP_TERMS: ReadonlyArray<readonly [library: string, http: string]> = [
  ["qrCatalog()", "GET /api/qr/types"],
  ["barcodeCatalog()", "GET /api/barcode/types"],
  ["(maxCodeBytes)", "(STORE_CODE_MAX_BYTES)"],
  ["for one that is not stored", "for an image URL (GET /api/qr/image, GET /api/barcode/image), which is not stored"],
  [
    "one at a time or as codes that are not stored",
    "one at a time (POST /api/qr/generate) or as image URLs (GET /api/qr/image), which are not stored",
  ],
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
