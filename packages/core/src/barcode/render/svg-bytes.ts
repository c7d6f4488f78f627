import { allocBytes, latin1Bytes } from "#platform";
import type { Rgb } from "../../color/hex-color.js";
import type { SvgWriter } from "./svg-writer.js";

const HEX = latin1Bytes("0123456789ABCDEF");

/**
 * A writer's buffer is a slab its finished images are cut from, written in place: a barcode SVG is
 * typically 3 to 10 KB, just over what Node cuts from its own 8 KiB pool, and a buffer of its own for
 * each (a new backing store, then its finalisation by the garbage collector) measured 7 % of a whole
 * `generateBarcode` SVG (EAN-13, Node 20), copying a finished image out of a scratch buffer another
 * 5 to 8 %. As with Node's pool, a buffer kept alive keeps its slab alive.
 */
const SLAB_SIZE = 64 * 1024;

/**
 * Strings this long or longer are the markup's fixed fragments (`<g fill="none" shape-rendering=...`): copying
 * them encoded measured faster than writing them character by character (`generateBarcode` SVG of an EAN-13 and
 * a Code 128, Node 20: 21.9 us without the copy, 19.8 with it). Shorter ones are numbers' neighbours and text.
 */
const FRAGMENT_LENGTH = 16;

/**
 * The fixed fragments seen, encoded: the SVG writers have about ten. Only markup is this long (a code's text is
 * written a character or an entity at a time, see svg-text.ts); the cap keeps the map bounded should that change.
 */
const fragments = new Map<string, Uint8Array>();
const MAX_FRAGMENTS = 64;

/**
 * Writes the decimal digits of a whole number `v >= 0` at `p`, returning the position after them.
 * Pixel coordinates have at most four digits, so those take no loop.
 */
function putDigits(buf: Uint8Array, p: number, v: number): number {
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

/** Writes a whole number, negative or not, as `String(v)` does; returns the position after it. */
function putInt(buf: Uint8Array, p: number, v: number): number {
  if (v >= 0) return putDigits(buf, p, v);
  buf[p] = 45; // "-"
  return putDigits(buf, p + 1, -v);
}

/** Writes a whole number of tenths as {@link SvgBytes.tenths} does; returns the position after it. */
function putTenths(buf: Uint8Array, p: number, v: number): number {
  const a = v < 0 ? -v : v;
  const whole = Math.floor(a / 10);
  const fraction = a - whole * 10;
  if (v < 0) buf[p++] = 45; // "-"
  if (whole || !fraction) p = putDigits(buf, p, whole);
  if (fraction) {
    buf[p++] = 46; // "."
    buf[p++] = 48 + fraction;
  }
  return p;
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
export class SvgBytes implements SvgWriter {
  private buf: Uint8Array;
  /** Where the image being written starts in `buf`. */
  private start = 0;
  private pos = 0;

  /** A writer whose slabs hold `capacity` bytes (more for an image that needs more). */
  constructor(private readonly capacity = SLAB_SIZE) {
    this.buf = allocBytes(capacity);
  }

  /** Forgets what was written since the last {@link finish}, keeping the slab for the next image. */
  reset(): this {
    this.pos = this.start;
    return this;
  }

  /** How many bytes of this image are written. */
  get length(): number {
    return this.pos - this.start;
  }

  /** Drops what was written after the image's first `length` bytes. */
  truncate(length: number): this {
    this.pos = Math.min(this.pos, this.start + length);
    return this;
  }

  /** Makes room for `n` more bytes: a new slab when this one is full, what is written carried over. */
  private room(n: number): Uint8Array {
    if (this.pos + n > this.buf.length) {
      const written = this.pos - this.start;
      const slab = allocBytes(Math.max(this.capacity, 2 * (written + n)));
      slab.set(this.buf.subarray(this.start, this.pos));
      this.buf = slab;
      this.start = 0;
      this.pos = written;
    }
    return this.buf;
  }

  /** Appends a string of ASCII characters; the markup's fixed fragments are encoded once and copied. */
  ascii(s: string): this {
    if (s.length >= FRAGMENT_LENGTH) {
      let fragment = fragments.get(s);
      if (!fragment && fragments.size < MAX_FRAGMENTS) {
        fragment = latin1Bytes(s);
        fragments.set(s, fragment);
      }
      if (fragment) return this.bytes(fragment);
    }
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
    this.pos = putInt(this.room(17), this.pos, v);
    return this;
  }

  /**
   * Appends path data for a horizontal line from `(x, y)`, `M{x} {y}h{length}`, `y` in tenths: a bar
   * drawn as a stroke as wide as the bar is tall.
   */
  line(x: number, y10: number, length: number): this {
    const buf = this.room(60);
    let p = this.pos;
    buf[p++] = 77; // "M"
    p = putInt(buf, p, x);
    buf[p++] = 32; // " "
    p = putTenths(buf, p, y10);
    buf[p++] = 104; // "h"
    this.pos = putInt(buf, p, length);
    return this;
  }

  /** Appends path data for the next horizontal line along, `dx` after the end of the last: `m{dx} 0h{length}`. */
  nextLine(dx: number, length: number): this {
    const buf = this.room(40);
    let p = this.pos;
    buf[p++] = 109; // "m"
    p = putInt(buf, p, dx);
    buf[p++] = 32; // " "
    buf[p++] = 48; // "0"
    buf[p++] = 104; // "h"
    this.pos = putInt(buf, p, length);
    return this;
  }

  /** Appends an absolute move to a point given in tenths, `M{x} {y}`, as {@link tenths} writes them. */
  moveTo10(x10: number, y10: number): this {
    const buf = this.room(60);
    let p = this.pos;
    buf[p++] = 77; // "M"
    p = putTenths(buf, p, x10);
    buf[p++] = 32; // " "
    this.pos = putTenths(buf, p, y10);
    return this;
  }

  /**
   * Appends a whole number of tenths with the fewest characters: `12` for 120, `.5` for 5, `-1.5` for
   * -15. Returns whether it wrote a decimal point (the next number may then start with a bare point).
   */
  tenths(v: number): boolean {
    this.pos = putTenths(this.room(40), this.pos, v);
    return v % 10 !== 0;
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

  /** The image written, as a buffer the caller keeps, cut from the slab without copying. */
  finish(): Uint8Array {
    const out = this.buf.subarray(this.start, this.pos);
    this.pos = (this.pos + 7) & ~7; // the next image starts aligned, as Node aligns its pool
    this.start = this.pos;
    return out;
  }
}
