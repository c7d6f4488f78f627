// The Node side of `#platform` (package.json "imports"): Buffer and zlib, which are native here.
import { deflateSync } from "node:zlib";

/**
 * Room for a generated file of `length` bytes, contents unset: a Buffer in Node.
 *
 * @example
 * ```ts
 * const out = allocBytes(57); // then fill every byte
 * ```
 */
export function allocBytes(length: number): Buffer {
  return Buffer.allocUnsafe(length);
}

/**
 * The UTF-8 bytes of `text`: a Buffer in Node.
 *
 * @example
 * ```ts
 * utf8Bytes("é"); // <Buffer c3 a9>
 * ```
 */
export function utf8Bytes(text: string): Buffer {
  return Buffer.from(text, "utf8");
}

/**
 * How many bytes `text` takes in UTF-8, without encoding it.
 *
 * @example
 * ```ts
 * utf8Length("日本"); // 6
 * ```
 */
export function utf8Length(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/**
 * `data` compressed as a zlib stream (RFC 1950), what a PNG's IDAT holds, at zlib `level` (0-9).
 *
 * @example
 * ```ts
 * const idat = deflate(filteredRows, 3);
 * ```
 */
export function deflate(data: Uint8Array, level: 3 | 6): Uint8Array {
  return deflateSync(data, { level });
}
