// The Node side of `#platform` (package.json "imports"): Buffer, zlib and IDNA, which are native here.
import { createRequire } from "node:module";
import { domainToASCII as nodeDomainToASCII, domainToUnicode as nodeDomainToUnicode } from "node:url";
import * as zlib from "node:zlib";
import { crc32 as tableCrc32 } from "../render/crc32.js";

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

export { utf8Bytes, utf8Length } from "./utf8-node.js";

/**
 * `data` compressed as a zlib stream (RFC 1950), what a PNG's IDAT holds, at zlib `level` (0-9).
 *
 * @example
 * ```ts
 * const idat = deflate(filteredRows, 3);
 * ```
 */
export function deflate(data: Uint8Array, level: 3 | 6): Uint8Array {
  return zlib.deflateSync(data, { level });
}

/**
 * CRC-32 of a byte range as PNG uses it: zlib's (Node 20.15 and later; on a 270 KB styled code's
 * IDAT it takes a tenth of the table's 45 us), else the table.
 *
 * @example
 * ```ts
 * crc32(Buffer.from("IEND")); // 0xae426082
 * ```
 */
export const crc32: (bytes: Uint8Array) => number =
  typeof zlib.crc32 === "function" ? (bytes) => zlib.crc32(bytes) : tableCrc32;

/**
 * A domain name in its IDNA A-label (ASCII) form, `""` when it is not a valid domain (UTS 46, as WHATWG URL does).
 *
 * @example
 * ```ts
 * domainToASCII("bücher.example"); // "xn--bcher-kva.example"
 * ```
 */
export function domainToASCII(domain: string): string {
  return nodeDomainToASCII(domain);
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
  return nodeDomainToUnicode(domain);
}

/**
 * The latin1 bytes of `text` (one byte a character): for markup known to be ASCII, where UTF-8 encoding is wasted work.
 *
 * @example
 * ```ts
 * latin1Bytes("<svg"); // 3c 73 76 67
 * ```
 */
export function latin1Bytes(text: string): Buffer {
  return Buffer.from(text, "latin1");
}

/**
 * The styled-QR renderer and its scannability proof (`generateStyledQr`), loaded on first use: it draws with
 * anti-aliasing, reads logos with sharp and proves every code with the scanner, none of which a plain code needs.
 *
 * @example
 * ```ts
 * const { generateStyledQr } = await loadStyledQr();
 * ```
 */
export function loadStyledQr(): Promise<typeof import("../style/generate-styled-qr.js")> {
  return import("../style/generate-styled-qr.js");
}

/**
 * bwip-js, required synchronously on first use (its CommonJS build): importing the barcode module costs
 * none of its 2 MB, and only symbologies without an encoder of our own load it.
 *
 * @example
 * ```ts
 * const bwipjs = requireBwipJs(); // bwip-js's exports
 * ```
 */
export function requireBwipJs(): unknown {
  return createRequire(import.meta.url)("bwip-js");
}
