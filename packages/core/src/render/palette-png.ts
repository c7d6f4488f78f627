import { allocBytes, crc32, deflate } from "#platform";
import type { Rgb } from "../color/hex-color.js";

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** Writes one PNG chunk (length, type, data, CRC) at `offset`; returns the offset after it. */
function writeChunk(out: Uint8Array, offset: number, type: string, data: Uint8Array): number {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  view.setUint32(offset, data.length);
  for (let i = 0; i < 4; i++) out[offset + 4 + i] = type.charCodeAt(i);
  out.set(data, offset + 8);
  view.setUint32(offset + 8 + data.length, crc32(out.subarray(offset + 4, offset + 8 + data.length)));
  return offset + 12 + data.length;
}

/**
 * A two-colour image as 1-bit rows: each row starts with its PNG filter byte (0, or 2 where
 * `upFiltered` says so), then `ceil(width / 8)` bytes, most significant bit first; a set bit is the
 * foreground colour.
 */
export interface BitRows {
  readonly width: number;
  readonly height: number;
  /** `height * (1 + ceil(width / 8))` bytes. */
  readonly rows: Uint8Array;
  /**
   * True when the producer has already written filter 2 ("Up", all bytes zero) on rows that repeat
   * the row above, so {@link encodeBitPng} need not look for them; otherwise every filter byte is 0.
   */
  readonly upFiltered?: boolean;
}

/** Bytes per row of a {@link BitRows} image, filter byte included. */
export const bitRowStride = (width: number): number => 1 + Math.ceil(width / 8);

/**
 * Sets bits `x0 <= x < x1` of a 1-bit row that starts (filter byte included) at `offset`.
 *
 * @example
 * ```ts
 * setSpan(rows, y * bitRowStride(width), 10, 20);
 * ```
 */
export function setSpan(rows: Uint8Array, offset: number, x0: number, x1: number): void {
  if (x1 <= x0) return;
  const first = offset + 1 + (x0 >> 3);
  const last = offset + 1 + ((x1 - 1) >> 3);
  const head = 0xff >> (x0 & 7);
  const tail = (0xff00 >> (((x1 - 1) & 7) + 1)) & 0xff;
  if (first === last) {
    rows[first] = (rows[first] as number) | (head & tail);
    return;
  }
  rows[first] = (rows[first] as number) | head;
  if (last > first + 1) rows.fill(0xff, first + 1, last);
  rows[last] = (rows[last] as number) | tail;
}

/**
 * A copy of the rows where each row equal to the one above gets PNG filter 2 ("Up"), which turns it
 * into zeros. Barcodes repeat every row and QR codes each row of a module, so deflate finishes about
 * a third sooner for a few bytes more.
 */
function filterRepeatedRows({ width, rows, upFiltered }: BitRows): Uint8Array {
  if (upFiltered) return rows;
  const stride = bitRowStride(width);
  const out = rows.slice();
  for (let at = stride; at < rows.length; at += stride) {
    let same = true;
    for (let i = 1; i < stride && same; i++) same = rows[at + i] === rows[at - stride + i];
    if (same) {
      out[at] = 2;
      out.fill(0, at + 1, at + stride);
    }
  }
  return out;
}

/**
 * Largest filtered image (bytes) deflated at zlib level 3; larger ones get level 6. Small images (a
 * 300 px QR code, a default 400 x 200 barcode) are written 2-2.5x faster at level 3 for 15-20 % more
 * bytes; above this, level 3 doubles the bytes (a 1000 px code: 2,063 B against 1,012 B). The figures
 * are in docs/decisions.md, "Compression by size".
 */
const FAST_DEFLATE_MAX_BYTES = 16 * 1024;

/**
 * Writes a two-colour image as a 1-bit palette PNG (colour type 3): index 0 is `background`,
 * index 1 is `foreground`. A 300 px QR code is about 500 bytes this way against about 2 KB as RGBA,
 * and writing it costs one deflate of 12 KB instead of 360 KB.
 *
 * @example
 * ```ts
 * const png = encodeBitPng(rows, { r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 });
 * ```
 */
export function encodeBitPng(image: BitRows, foreground: Rgb, background: Rgb): Uint8Array {
  const header = new Uint8Array(13);
  const fields = new DataView(header.buffer);
  fields.setUint32(0, image.width);
  fields.setUint32(4, image.height);
  header[8] = 1; // bit depth
  header[9] = 3; // colour type: palette
  const palette = Uint8Array.of(background.r, background.g, background.b, foreground.r, foreground.g, foreground.b);
  const filtered = filterRepeatedRows(image);
  const pixels = deflate(filtered, filtered.length <= FAST_DEFLATE_MAX_BYTES ? 3 : 6);
  const out = allocBytes(SIGNATURE.length + 4 * 12 + header.length + palette.length + pixels.length);
  out.set(SIGNATURE, 0);
  let at = writeChunk(out, SIGNATURE.length, "IHDR", header);
  at = writeChunk(out, at, "PLTE", palette);
  at = writeChunk(out, at, "IDAT", pixels);
  writeChunk(out, at, "IEND", new Uint8Array(0));
  return out;
}
