// Images for the scanning tests, made with the project's own generators, sharp and bwip-js, and a
// BMP writer written from the format's documentation (so that the BMP decoder is checked against
// bytes it did not produce). Test support only; not exported from the package.

import { deflateSync } from "node:zlib";
import bwipjs from "bwip-js";
import sharp, { type Sharp } from "sharp";
import { crc32 } from "../render/crc32.js";

/** Grey pixels (`channels` 1) or RGB (3) as a BMP: 24-bit bottom-up, or 8-bit palette top-down. */
export function writeBmp(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: 1 | 3,
  layout: "rgb24-bottom-up" | "palette8-top-down",
): Buffer {
  const bits = layout === "rgb24-bottom-up" ? 24 : 8;
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  const paletteBytes = bits === 8 ? 256 * 4 : 0;
  const offset = 14 + 40 + paletteBytes;
  const file = Buffer.alloc(offset + rowBytes * height);
  file.write("BM", 0, "latin1");
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  file.writeInt32LE(width, 18);
  file.writeInt32LE(bits === 24 ? height : -height, 22); // negative: rows top-down
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bits, 28);
  file.writeUInt32LE(rowBytes * height, 34);
  for (let i = 0; bits === 8 && i < 256; i++) file.fill(i, 54 + i * 4, 54 + i * 4 + 3); // grey ramp, BGR0
  for (let y = 0; y < height; y++) {
    const row = offset + (bits === 24 ? height - 1 - y : y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * channels;
      const [r, g, b] = channels === 1 ? [pixels[p], pixels[p], pixels[p]] : [pixels[p], pixels[p + 1], pixels[p + 2]];
      if (bits === 8) file[row + x] = Math.round(((r as number) + (g as number) + (b as number)) / 3);
      else file.set([b as number, g as number, r as number], row + x * 3);
    }
  }
  return file;
}

/** A PNG whose header claims `width` x `height` but holds almost no data: a decompression-bomb probe. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(16))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Pixels a module of what {@link bwip} draws (its `scale`); its default padding is 10 modules. */
export const BWIP_MODULE_PX = 3;

/** A barcode drawn by bwip-js (BWIPP), an encoder independent of our scanner. */
export function bwip(bcid: string, text: string, extra: Record<string, unknown> = {}): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid,
    text,
    scale: BWIP_MODULE_PX,
    height: 12,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: "FFFFFF",
    ...extra,
  } as never);
}

/** Where {@link withQuietZones} put the bars, in pixels, and the PNG. */
export interface QuietZoneFixture {
  readonly png: Buffer;
  readonly bars: { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number };
}

/**
 * A linear symbol drawn by {@link bwip} without padding, on white with `left` and `right` modules of
 * quiet zone (0: the bars touch the image's edge) and 10 above and below; with `darkGap`, a black
 * block 10 modules wide as tall as the bars, that many modules left of them (inside the quiet zone).
 */
export async function withQuietZones(
  bcid: string,
  text: string,
  zones: { readonly left: number; readonly right: number; readonly darkGap?: number },
): Promise<QuietZoneFixture> {
  const bars = await bwip(bcid, text, { paddingwidth: 0, paddingheight: 0 });
  const { width = 0, height = 0 } = await sharp(bars).metadata();
  const module = BWIP_MODULE_PX;
  const left = zones.left * module;
  const top = 10 * module;
  const block = { width: 10 * module, height, channels: 3, background: "#000000" } as const;
  const parts = [{ input: bars, left, top }];
  if (zones.darkGap !== undefined) {
    const input = await sharp({ create: block }).png().toBuffer();
    parts.push({ input, left: Math.max(0, left - (zones.darkGap + 10) * module), top });
  }
  const png = await compose(left + width + zones.right * module, height + 2 * top, parts);
  return { png, bars: { left, right: left + width, top, bottom: top + height } };
}

/** Places images on a white canvas at the given offsets, as a PNG. */
export async function compose(
  width: number,
  height: number,
  parts: readonly { input: Buffer; left: number; top: number }[],
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite(parts.map((p) => ({ input: p.input, left: p.left, top: p.top })))
    .png()
    .toBuffer();
}

/** How {@link degrade} spoils a clean image, as a phone photo of a print would. */
export interface Degradation {
  /** Size factor (0.5 halves the image). */
  readonly scale?: number;
  /** Degrees clockwise, on a white ground. */
  readonly angle?: number;
  /** Gaussian blur sigma. */
  readonly blur?: number;
  /** Sensor grain: sigma of Gaussian noise laid over the image. */
  readonly noise?: number;
  /** Horizontal shear (x moves by `shear` times y), a stand-in for a photo taken at a slant. */
  readonly shear?: number;
}

/** A clean image resized, turned, sheared, blurred and grained as `how` says, as a JPEG of quality 80. */
export async function degrade(image: Buffer, how: Degradation): Promise<Buffer> {
  const { width = 0 } = await sharp(image).metadata();
  const step = async (apply: (s: Sharp) => Sharp, input: Buffer) => apply(sharp(input)).png().toBuffer();
  let out = await step((s) => s.flatten({ background: "#ffffff" }).resize(Math.round(width * (how.scale ?? 1))), image);
  if (how.shear) out = await step((s) => s.affine([1, how.shear as number, 0, 1], { background: "#ffffff" }), out);
  if (how.angle) out = await step((s) => s.rotate(how.angle as number, { background: "#ffffff" }), out);
  if (how.blur) out = await step((s) => s.blur(how.blur as number), out);
  if (how.noise) {
    const { width: w = 0, height: h = 0 } = await sharp(out).metadata();
    const grain = await sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: how.noise },
      },
    })
      .png()
      .toBuffer();
    out = await step((s) => s.composite([{ input: grain, blend: "overlay" }]), out);
  }
  return sharp(out).jpeg({ quality: 80 }).toBuffer();
}
