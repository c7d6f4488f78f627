// The browser side of `#platform` (package.json "imports", condition "browser"): no Buffer, no zlib.
// Deflate is fflate's, synchronous like generation itself (CompressionStream is asynchronous only, and
// generateQr / generateBarcode answer synchronously). Output bytes are plain Uint8Arrays here. Node keeps
// zlib: on a 300 px QR code's 11.7 KB of rows, level 3, zlib took 124 us and fflate 299 us.
import { zlibSync } from "fflate";

const encoder = new TextEncoder();

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

/**
 * The UTF-8 bytes of `text`.
 *
 * @example
 * ```ts
 * utf8Bytes("é"); // Uint8Array [0xc3, 0xa9]
 * ```
 */
export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/**
 * How many bytes `text` takes in UTF-8.
 *
 * @example
 * ```ts
 * utf8Length("日本"); // 6
 * ```
 */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

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
