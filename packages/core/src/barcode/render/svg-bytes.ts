import { allocBytes, latin1Bytes } from "#platform";
import type { Rgb } from "../../color/hex-color.js";

const HEX = latin1Bytes("0123456789ABCDEF");

/**
 * Finished images of up to 8 KiB are cut from 32 KiB slabs, as Node cuts buffers under 4 KiB from its
 * own 8 KiB pool: a barcode SVG is typically 3 to 8 KB, just over Node's limit, and a buffer of its own
 * for each (a new backing store, then its finalisation by the garbage collector) measured 7 % of the
 * time of a whole `generateBarcode` SVG (EAN-13, Node 20). As with Node's pool, a buffer kept alive
 * keeps its slab alive.
 */
const SLAB_SIZE = 32 * 1024;
const SLAB_MAX_TAKE = 8 * 1024;
let slab = allocBytes(0);
let slabUsed = 0;

function takeOutput(size: number): Buffer {
  if (size > SLAB_MAX_TAKE) return allocBytes(size);
  if (slabUsed + size > slab.length) {
    slab = allocBytes(SLAB_SIZE);
    slabUsed = 0;
  }
  const out = slab.subarray(slabUsed, slabUsed + size);
  slabUsed = (slabUsed + size + 7) & ~7; // aligned, as Node aligns its pool
  return out;
}

/**
 * Writes the decimal digits of a whole number `v >= 0` at `p`, returning the position after them.
 * Pixel coordinates have at most four digits, so those take no loop.
 */
function putDigits(buf: Buffer, p: number, v: number): number {
  if (v < 10) {
    buf[p] = 48 + v;
    return p + 1;
  }
  if (v < 100) {
    buf[p] = 48 + Math.floor(v / 10);
    buf[p + 1] = 48 + (v % 10);
    return p + 2;
  }
  if (v < 1000) {
    buf[p] = 48 + Math.floor(v / 100);
    buf[p + 1] = 48 + (Math.floor(v / 10) % 10);
    buf[p + 2] = 48 + (v % 10);
    return p + 3;
  }
  let digits = 4;
  for (let t = Math.floor(v / 10000); t > 0; t = Math.floor(t / 10)) digits++;
  let n = v;
  for (let i = digits - 1; i >= 0; i--) {
    buf[p + i] = 48 + (n % 10);
    n = Math.floor(n / 10);
  }
  return p + digits;
}

/**
 * Writes SVG markup (ASCII only) straight into bytes: numbers digit by digit, fixed fragments and cached
 * glyph outlines copied as they are. Measured against building the same SVG as a string and converting
 * it with `Buffer.from(svg, "latin1")` (Node 20, EAN-13 with text): the conversion alone, which flattens
 * the concatenated string first, took about a quarter of the whole `generateBarcode` call.
 *
 * @example
 * ```ts
 * const out = new SvgBytes(256);
 * out.ascii('<rect width="').int(400).ascii('"/>');
 * out.finish(); // <Buffer 3c 72 65 63 74 ...>
 * ```
 */
export class SvgBytes {
  private buf: Buffer;
  private pos = 0;

  /** A writer whose buffer starts at `capacity` bytes and grows as needed. */
  constructor(capacity: number) {
    this.buf = allocBytes(capacity);
  }

  /** Forgets what was written, keeping the buffer for the next image. */
  reset(): this {
    this.pos = 0;
    return this;
  }

  /** How many bytes are written. */
  get length(): number {
    return this.pos;
  }

  /** Drops what was written after the first `length` bytes. */
  truncate(length: number): this {
    this.pos = Math.min(this.pos, length);
    return this;
  }

  /** Makes room for `n` more bytes, keeping what is written. */
  private room(n: number): Buffer {
    if (this.pos + n > this.buf.length) {
      const grown = allocBytes(Math.max(this.buf.length * 2, this.pos + n));
      grown.set(this.buf.subarray(0, this.pos));
      this.buf = grown;
    }
    return this.buf;
  }

  /** Appends a string of ASCII characters. */
  ascii(s: string): this {
    const buf = this.room(s.length);
    let p = this.pos;
    for (let i = 0; i < s.length; i++) buf[p++] = s.charCodeAt(i);
    this.pos = p;
    return this;
  }

  /** Appends bytes as they are (a fragment or glyph outline encoded once). */
  bytes(b: Uint8Array): this {
    this.room(b.length).set(b, this.pos);
    this.pos += b.length;
    return this;
  }

  /** Appends a whole number in decimal, as `String(v)` writes it. */
  int(v: number): this {
    const buf = this.room(17);
    if (v < 0) {
      buf[this.pos++] = 45; // "-"
      this.pos = putDigits(buf, this.pos, -v);
    } else this.pos = putDigits(buf, this.pos, v);
    return this;
  }

  /** Appends path data for a rectangle of whole pixels, `M{x} {y}h{width}v{height}h-{width}z`, in one go. */
  rect(x: number, y: number, width: number, height: number): this {
    const buf = this.room(80);
    let p = this.pos;
    buf[p++] = 77; // "M"
    p = putDigits(buf, p, x);
    buf[p++] = 32; // " "
    p = putDigits(buf, p, y);
    buf[p++] = 104; // "h"
    p = putDigits(buf, p, width);
    buf[p++] = 118; // "v"
    p = putDigits(buf, p, height);
    buf[p++] = 104; // "h"
    buf[p++] = 45; // "-"
    p = putDigits(buf, p, width);
    buf[p++] = 122; // "z"
    this.pos = p;
    return this;
  }

  /**
   * Appends a whole number of tenths with the fewest characters: `12` for 120, `.5` for 5, `-1.5` for
   * -15. Returns whether it wrote a decimal point (the next number may then start with a bare point).
   */
  tenths(v: number): boolean {
    const a = v < 0 ? -v : v;
    const whole = Math.floor(a / 10);
    const fraction = a - whole * 10;
    if (!fraction) {
      this.int(v < 0 ? -whole : whole);
      return false;
    }
    if (v < 0) this.ascii("-");
    if (whole) this.int(whole);
    const buf = this.room(2);
    buf[this.pos] = 46; // "."
    buf[this.pos + 1] = 48 + fraction;
    this.pos += 2;
    return true;
  }

  /** Appends a colour as `#RRGGBB`, upper case, as `toHexColor` writes it. */
  colour({ r, g, b }: Rgb): this {
    const buf = this.room(7);
    const p = this.pos;
    buf[p] = 35; // "#"
    buf[p + 1] = HEX[r >> 4] as number;
    buf[p + 2] = HEX[r & 15] as number;
    buf[p + 3] = HEX[g >> 4] as number;
    buf[p + 4] = HEX[g & 15] as number;
    buf[p + 5] = HEX[b >> 4] as number;
    buf[p + 6] = HEX[b & 15] as number;
    this.pos = p + 7;
    return this;
  }

  /** The bytes written, copied out into a buffer the caller keeps (see {@link takeOutput}). */
  finish(): Buffer {
    const out = takeOutput(this.pos);
    out.set(this.buf.subarray(0, this.pos));
    return out;
  }
}
