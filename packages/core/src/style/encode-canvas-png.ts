import { deflateSync } from "node:zlib";
import { crc32 } from "#platform";
import type { Canvas } from "./raster-canvas.js";

const SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Writes a chunk (length, type, body, CRC) into `out` at `at`; returns where the next one starts. */
function writeChunk(out: Buffer, at: number, type: string, body: Uint8Array): number {
  out.writeUInt32BE(body.length, at);
  out.write(type, at + 4, "latin1");
  out.set(body, at + 8);
  out.writeUInt32BE(crc32(out.subarray(at + 4, at + 8 + body.length)), at + 8 + body.length);
  return at + 12 + body.length;
}

/**
 * Writes a canvas as an 8-bit truecolour PNG: RGB, or RGBA when the canvas is transparent. The
 * canvas rows are already scanlines (filter 0, see `Canvas`) and are deflated as they are, at zlib
 * level 1: level 6 takes about four times as long on a styled 300 px code for some 15 % fewer bytes.
 *
 * @example
 * ```ts
 * const png = encodeCanvasPng(canvas);
 * ```
 */
export function encodeCanvasPng(canvas: Canvas): Buffer {
  const { width, height, channels, data } = canvas;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = channels === 4 ? 6 : 2;
  const idat = deflateSync(data, { level: 1 });
  // The whole file in one buffer: signature, IHDR, IDAT, IEND (the compressed rows are copied once).
  const out = Buffer.allocUnsafe(SIGNATURE.length + 12 + header.length + 12 + idat.length + 12);
  out.set(SIGNATURE, 0);
  let at = writeChunk(out, SIGNATURE.length, "IHDR", header);
  at = writeChunk(out, at, "IDAT", idat);
  writeChunk(out, at, "IEND", new Uint8Array(0));
  return out;
}
