import { createHash } from "node:crypto";
import { QR_DESIGN_LIMITS } from "@qrbar/contract";
import { QrbarError } from "../errors/qrbar-error.js";
import type { VectorImage } from "../render/vector-writer.js";
import { loadSharp } from "../scan/image/load-sharp.js";
import { svgLogoProblem } from "./sanitise-svg-logo.js";
import { svgLogoCostProblem } from "./svg-logo-cost.js";

/** A logo's image formats, by what its bytes start with. */
export type LogoFormat = "png" | "jpeg" | "webp" | "svg";

/** A logo as given, checked: its bytes and format. */
export interface LogoSource {
  readonly format: LogoFormat;
  readonly bytes: Buffer;
}

const FIELD = "customization.logo";
const MIME: Record<LogoFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/** The format the bytes' own signature says, not the data URL's label. */
function sniff(bytes: Buffer): LogoFormat | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  const head = bytes
    .toString("utf8", 0, 1024)
    .replace(/^\uFEFF/, "")
    .trimStart();
  // A DOCTYPE first is still an SVG to judge (and refuse for its declarations), not "not an image".
  if (/^<(?:svg|\?xml|!--|!DOCTYPE)/i.test(head)) return "svg";
  return undefined;
}

/** A data URL's percent-encoded body decoded; a malformed escape (`%`, `%zz`, a broken UTF-8 sequence) is the field's error. */
function percentDecoded(body: string): string {
  try {
    return decodeURIComponent(body);
  } catch {
    throw QrbarError.field(
      FIELD,
      "is a data URL with a malformed percent-escape; write % as %25 and escape bytes as %XX of UTF-8, or use ;base64",
    );
  }
}

/**
 * Reads the `logo` field: a data URL (`data:image/...;base64,...`, or URL-encoded SVG) or bare
 * base64. Its bytes decide the format (PNG, JPEG, WebP or SVG); over 256 KiB, another format, an
 * SVG that {@link svgLogoProblem} refuses, or one that would cost more to draw than
 * {@link svgLogoCostProblem} allows is a `VALIDATION_ERROR` on `customization.logo` (400: the
 * request is well-formed JSON of an acceptable size; it is the field that is wrong).
 *
 * @example
 * ```ts
 * readLogo("data:image/png;base64,iVBORw0KGgo...").format; // "png"
 * ```
 */
export function readLogo(value: string): LogoSource {
  const match = /^data:([\w/+.-]*)((?:;[\w-]+=[\w-]+)*)(;base64)?,(.*)$/s.exec(value);
  let bytes: Buffer;
  if (match) {
    const body = match[4] as string;
    bytes = match[3] ? Buffer.from(body, "base64") : Buffer.from(percentDecoded(body), "utf8");
  } else if (/^[A-Za-z0-9+/=\s]+$/.test(value)) {
    bytes = Buffer.from(value, "base64");
  } else {
    throw QrbarError.field(
      FIELD,
      "must be a data URL (data:image/png;base64,...) or base64 of a PNG, JPEG, WebP or SVG image",
    );
  }
  if (bytes.length > QR_DESIGN_LIMITS.logoBytes) {
    throw QrbarError.field(
      FIELD,
      `is ${bytes.length} bytes; a logo may be at most ${QR_DESIGN_LIMITS.logoBytes} bytes (256 KiB)`,
    );
  }
  const format = sniff(bytes);
  if (!format) throw QrbarError.field(FIELD, "is not a PNG, JPEG, WebP or SVG image (judged by its bytes)");
  if (format === "svg") {
    const problem = svgLogoProblem(bytes.toString("utf8"));
    if (problem) throw QrbarError.field(FIELD, `is an SVG with ${problem}; such logos are refused`);
    const cost = svgLogoCostProblem(bytes.toString("utf8"));
    if (cost) throw QrbarError.field(FIELD, cost);
  }
  return { format, bytes };
}

/**
 * The logo as a data URL for embedding in an SVG code (the checked bytes, labelled by their real format).
 *
 * @example
 * ```ts
 * logoDataUrl(logo); // "data:image/png;base64,..."
 * ```
 */
export const logoDataUrl = (logo: LogoSource): string =>
  `data:${MIME[logo.format]};base64,${logo.bytes.toString("base64")}`;

/** Dots per inch an SVG logo is drawn at for a raster: twice its CSS size, then scaled to the box. */
const SVG_DENSITY = 144;

/** Pixels a logo may decode to: far above any 4096 px code's needs, far below a decompression bomb. */
const LOGO_MAX_PIXELS = 4096 * 4096;

/**
 * Seconds sharp may spend decoding a logo before it stops (its `timeout`: libvips checks it between
 * the tiles it draws, so a logo is stopped within about a tile's time after it). A logo within
 * {@link svgLogoCostProblem}'s limits draws in under 0.3 s at the largest size; this is the backstop
 * for one that slips through the count, and what sharp accepts is whole seconds.
 */
const LOGO_DECODE_SECONDS = 2;

/**
 * Decodes and scales a logo to fit `width` x `height` (aspect kept, centred, transparent around) as
 * RGBA, with sharp (libvips; it rasterises SVG with librsvg, which the checks above make safe),
 * loaded on first use. An image that does not decode is a `VALIDATION_ERROR` on the field.
 *
 * @example
 * ```ts
 * const { data } = await rasteriseLogo(logo, 64, 64); // 64 * 64 * 4 bytes
 * ```
 */
export function rasteriseLogo(logo: LogoSource, width: number, height: number): Promise<LogoPixels> {
  return remembered(`${width}x${height}`, logo, () => decodeLogo(logo, width, height));
}

/**
 * The logo in a format SVG renderers draw when embedded: a WebP logo (which librsvg, and so sharp
 * and the tools built on it, leaves blank inside an SVG; browsers draw it) re-encoded as PNG from
 * its decoded pixels, without loss; the others as they are.
 *
 * @example
 * ```ts
 * (await svgEmbeddableLogo(readLogo(webpDataUrl))).format; // "png"
 * ```
 */
export async function svgEmbeddableLogo(logo: LogoSource): Promise<LogoSource> {
  if (logo.format !== "webp") return logo;
  return { format: "png", bytes: await throughSharp(logo, (image) => image.png().toBuffer()) };
}

/** A logo decoded and scaled: RGBA pixels. */
export interface LogoPixels {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/**
 * Logos kept decoded, most recent last: a brand's codes come in runs with the same logo, and
 * decoding one through sharp costs more than drawing the whole code (measured on a 64 px PNG logo:
 * 1.1 ms against 0.6 ms; a 300 px PDF with that logo took 2.3 ms decoding it each time, 1.6 ms kept).
 * 32 entries of at most a 4096 px code's logo, the raster's and the vector files' alike.
 */
const DECODED_LIMIT = 32;
const decoded = new Map<string, Promise<unknown>>();

/**
 * The logo decoded for `use` (a size, or the print image's), from {@link decoded} or by `decode`: the
 * key holds the bytes' hash, so equal logos share an entry; a decode that fails is not kept.
 */
function remembered<T extends LogoPixels | VectorImage>(
  use: string,
  logo: LogoSource,
  decode: () => Promise<T>,
): Promise<T> {
  const key = `${use} ${createHash("sha256").update(logo.bytes).digest("base64")}`;
  const known = decoded.get(key);
  if (known) {
    // Map order is insertion order: taking it out and back in makes it the most recent.
    decoded.delete(key);
    decoded.set(key, known);
    // Each use string is one decode function's, so what it keeps is that function's result.
    return known as Promise<T>;
  }
  const pending = decode();
  pending.catch(() => decoded.delete(key));
  if (decoded.size >= DECODED_LIMIT) decoded.delete(decoded.keys().next().value as string);
  decoded.set(key, pending);
  return pending;
}

/**
 * Runs `convert` on the logo opened by sharp, at most {@link LOGO_MAX_PIXELS} and
 * {@link LOGO_DECODE_SECONDS}: the one way a logo is decoded; a logo that does not decode, or not in
 * time, is a `VALIDATION_ERROR` on the field that says which.
 */
async function throughSharp<T>(
  logo: LogoSource,
  convert: (image: ReturnType<Awaited<ReturnType<typeof loadSharp>>>) => Promise<T>,
  density = logo.format === "svg" ? SVG_DENSITY : 72,
): Promise<T> {
  const sharp = await loadSharp();
  try {
    return await convert(
      sharp(logo.bytes, {
        limitInputPixels: LOGO_MAX_PIXELS,
        density,
      }).timeout({ seconds: LOGO_DECODE_SECONDS }),
    );
  } catch (error) {
    if (error instanceof Error && /^timeout\b/.test(error.message)) {
      throw QrbarError.field(
        FIELD,
        `took more than ${LOGO_DECODE_SECONDS} s to draw and was stopped; a logo must draw within ${LOGO_DECODE_SECONDS} s (simplify it, or give it as PNG)`,
      );
    }
    throw QrbarError.field(FIELD, `does not decode as a ${logo.format.toUpperCase()} image`);
  }
}

async function decodeLogo(logo: LogoSource, width: number, height: number): Promise<LogoPixels> {
  const { data, info } = await throughSharp(logo, (image) =>
    image
      .resize(width, height, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Image pixels per CSS pixel of the logo's box at 600 dpi (96 CSS pixels an inch). */
const PRINT_SCALE = 600 / 96;

/**
 * The longest side a logo is embedded at: 600 dpi of a 3.4 in logo box, the logo of a code of some 17 in
 * (1,600 px); larger codes' logos get fewer dots an inch. A quarter of {@link LOGO_MAX_PIXELS}, so an SVG
 * drawn at this size stays within the limit whatever its rounding.
 */
const PRINT_SIDE_MAX = 2048;

/**
 * Whether a JPEG's own bytes can go into a PDF or EPS as they are: greyscale or YCbCr, not CMYK (readers
 * disagree on Adobe's inverted CMYK), with its number of components.
 */
const embeddableJpeg = (meta: { channels?: number; space?: string }): 1 | 3 | undefined =>
  meta.channels === 1 && meta.space === "b-w" ? 1 : meta.channels === 3 && meta.space === "srgb" ? 3 : undefined;

/**
 * The logo as a raster image for a PDF or EPS whose logo box is `width` x `height` CSS pixels: a JPEG's own
 * bytes (the file decodes them: no loss, no re-encoding), other rasters (PNG, WebP) at their own pixels as RGB
 * and alpha, downscaled only when they have more than 600 dpi of the box needs (or over 2048 px a side). An SVG logo is drawn at
 * 600 dpi of the box (at most 2048 px a side): PDF and EPS have no SVG, and turning an SVG's elements,
 * styles and transforms into paths honestly would take an SVG renderer of our own, so the vector code
 * carries its SVG logo as a raster (a known gap). Alpha is dropped when every pixel is opaque.
 *
 * @example
 * ```ts
 * const image = await logoImage(readLogo(pngDataUrl), 60, 60); // { kind: "rgb", width: 80, height: 80, rgb, alpha }
 * ```
 */
export function logoImage(logo: LogoSource, width: number, height: number): Promise<VectorImage> {
  return remembered(`print ${width}x${height}`, logo, () => decodePrintImage(logo, width, height));
}

async function decodePrintImage(logo: LogoSource, width: number, height: number): Promise<VectorImage> {
  const meta = await throughSharp(logo, (image) => image.metadata());
  const components = logo.format === "jpeg" ? embeddableJpeg(meta) : undefined;
  // Reading the header already refuses an image past LOGO_MAX_PIXELS: no JPEG bomb reaches the file's reader.
  if (components && meta.width && meta.height)
    return { kind: "jpeg", width: meta.width, height: meta.height, jpeg: logo.bytes, components };
  const target = (side: number) => Math.max(1, Math.min(PRINT_SIDE_MAX, Math.ceil(side * PRINT_SCALE)));
  const [w, h] = [target(width), target(height)];
  // An SVG is drawn at the density that makes it fit the target (its limiting side): no raster scaled up.
  const density =
    logo.format === "svg" && meta.width && meta.height
      ? Math.min(100_000, Math.max(1, SVG_DENSITY * Math.min(w / meta.width, h / meta.height)))
      : undefined;
  const { data, info } = await throughSharp(
    logo,
    (image) =>
      image
        .resize(w, h, { fit: "inside", withoutEnlargement: true })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
    density,
  );
  const pixels = info.width * info.height;
  const rgb = new Uint8Array(pixels * 3);
  const alpha = new Uint8Array(pixels);
  let opaque = true;
  for (let i = 0; i < pixels; i++) {
    rgb[i * 3] = data[i * 4] as number;
    rgb[i * 3 + 1] = data[i * 4 + 1] as number;
    rgb[i * 3 + 2] = data[i * 4 + 2] as number;
    alpha[i] = data[i * 4 + 3] as number;
    opaque &&= alpha[i] === 255;
  }
  return { kind: "rgb", width: info.width, height: info.height, rgb, ...(opaque ? {} : { alpha }) };
}
