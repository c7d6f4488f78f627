// The browser side of `#platform` (package.json "imports", condition "browser"): no Buffer, no zlib, no
// node:url. A-labels come from the browser's own URL parser (UTS 46, as Node's); browsers have no way back to
// Unicode, so that is punycode.js (RFC 3492).
// Deflate is fflate's, synchronous like generation itself (CompressionStream is asynchronous only, and
// generateQr / generateBarcode answer synchronously). Output bytes are plain Uint8Arrays here. Node keeps
// zlib: on a 300 px QR code's 11.7 KB of rows, level 3, zlib took 124 us and fflate 299 us.
import { zlibSync } from "fflate";
import { toUnicode } from "punycode";
import { QrbarError } from "../errors/qrbar-error.js";

/**
 * Room for a generated file of `length` bytes (zeroed).
 *
 * @example
 * ```ts
 * const out = allocBytes(57);
 * ```
 */
export function allocBytes(length: number): Uint8Array {
  return new Uint8Array(length);
}

export { utf8Bytes, utf8Length } from "./utf8-browser.js";

/**
 * `data` compressed as a zlib stream (RFC 1950), what a PNG's IDAT holds, at `level` (0-9).
 *
 * @example
 * ```ts
 * const idat = deflate(filteredRows, 3);
 * ```
 */
export function deflate(data: Uint8Array, level: 3 | 6): Uint8Array {
  return zlibSync(data, { level });
}

/**
 * CRC-32 of a byte range as PNG uses it (the table: browsers have none built in).
 *
 * @example
 * ```ts
 * crc32(new TextEncoder().encode("IEND")); // 0xae426082
 * ```
 */
export { crc32 } from "../render/crc32.js";

/**
 * A domain name in its IDNA A-label (ASCII) form, `""` when it is not a valid domain.
 *
 * @example
 * ```ts
 * domainToASCII("bücher.example"); // "xn--bcher-kva.example"
 * ```
 */
export function domainToASCII(domain: string): string {
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return "";
  }
}

/**
 * A domain name with its A-labels in Unicode, `""` when it is not a valid domain.
 *
 * @example
 * ```ts
 * domainToUnicode("xn--bcher-kva.example"); // "bücher.example"
 * ```
 */
export function domainToUnicode(domain: string): string {
  const ascii = domainToASCII(domain);
  return ascii && toUnicode(ascii);
}

/**
 * The latin1 bytes of `text` (one byte a character): for markup known to be ASCII, where UTF-8 encoding is wasted work.
 *
 * @example
 * ```ts
 * latin1Bytes("<svg"); // 3c 73 76 67
 * ```
 */
export function latin1Bytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/**
 * Styled QR codes are not drawn in the browser bundle: every one is proven to scan by the scanner, which needs
 * Node (sharp, zxing-cpp). Rejects with a `VALIDATION_ERROR` naming the design; the HTTP API draws them.
 *
 * @example
 * ```ts
 * await loadStyledQr(); // rejects
 * ```
 */
export function loadStyledQr(): Promise<never> {
  return Promise.reject(
    QrbarError.field(
      "customization",
      "styled designs (module_shape, eye, gradient, logo, frame, a transparent back_color) are drawn in Node, where each is proven to scan; in the browser, ask the HTTP API for them",
    ),
  );
}

/**
 * A browser cannot load bwip-js synchronously: `undefined` until `loadBarcodeEngine()` has loaded it.
 *
 * @example
 * ```ts
 * requireBwipJs(); // undefined
 * ```
 */
export function requireBwipJs(): undefined {
  return undefined;
}
