import type { ScanImageFormat } from "@qrbar/contract";
import { requireInstalled } from "../../errors/optional-dependency.js";
import { OPTIONAL_FEATURES } from "../../errors/optional-features.js";
import { bmpDimensions } from "../image/bmp-source.js";
import { sniffImage } from "../image/image-signature.js";
import { loadSharp } from "../image/load-sharp.js";
import { imageError } from "../scan-error.js";
import { scanTiers } from "../strategy/scan-tiers.js";

// Measured: the 7000x7000 RGBA PNG below takes 2.4 s of a scanning thread, its 16-bit form 4.3 s.
/**
 * Default most decoded bytes one scan may cost (512 MiB): a 50-megapixel RGB PNG (300 MB) or an
 * 8K RGBA screenshot (400 MB) is read; a 7000x7000 RGBA PNG (590 MB) or its 16-bit form (1.2 GB) is
 * refused, whatever its file size (those are 200 and 385 KB).
 */
export const DEFAULT_MAX_SCAN_COST_BYTES = 512 * 1_048_576;

/** What scanning an image will cost, measured from its header before any pixel is decoded. */
export interface ScanCost {
  readonly format: ScanImageFormat;
  /** Width and height of the frame that is read (the first). */
  readonly width: number;
  readonly height: number;
  /** Channels the decoder produces (alpha included). */
  readonly channels: number;
  /** Bits per channel as stored: 8, or 16 for a 16-bit PNG. */
  readonly bitsPerChannel: number;
  /** Frames (pages) in the file; only the first is decoded, so they add nothing to the cost. */
  readonly frames: number;
  /** The scales the scanner decodes the image at, at worst (nothing found: every tier is read). */
  readonly decodes: readonly number[];
  /** Bytes the decoder produces over all those decodes: the work a scan costs, at worst. */
  readonly decodedBytes: number;
}

/** Formats whose decoder scales while decoding (JPEG by up to 8, WebP at any scale). */
const SHRINK_ON_LOAD: Partial<Record<ScanImageFormat, number>> = { jpeg: 1 / 64, webp: 0 };

const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * The scales `scanImage` decodes an image at in the worst case (see its `detect`): a single-tier
 * image once (the pixels are kept); a larger one from the second tier up (the first is halved from the
 * second), and the first tier once more onto black when it has transparency.
 */
function decodeScales(width: number, height: number, hasAlpha: boolean): number[] {
  const tiers = scanTiers(width, height);
  if (tiers.length === 1) return tiers;
  return [...tiers.slice(1), ...(hasAlpha ? tiers.slice(0, 1) : [])];
}

/**
 * Measures what scanning `bytes` will cost, from the image's header only (sharp's metadata, or the
 * BMP header): the decoded bytes over every decode the scanner makes, at worst. A 7000x7000 16-bit
 * RGBA PNG of 385 KB measures 1.2 GB: it is decoded at half and quarter size, at 392 MB each, and once
 * more for its transparency. `undefined` when the bytes are no image we read or the header does not
 * parse: the scan itself then says why, cheaply.
 *
 * @example
 * ```ts
 * const cost = await measureScanCost(bytes);
 * if (cost) checkScanCost(cost, DEFAULT_MAX_SCAN_COST_BYTES);
 * ```
 */
export async function measureScanCost(bytes: Uint8Array): Promise<ScanCost | undefined> {
  const signature = sniffImage(bytes);
  if (signature.kind !== "supported") return undefined;
  const { format } = signature;
  let size: { width: number; height: number; channels: number; bitsPerChannel: number; frames: number };
  if (format === "bmp") {
    const dimensions = bmpDimensions(bytes);
    if (!dimensions) return undefined;
    // Decoded by bmp-ts to RGB(A); no transparency is kept.
    size = { ...dimensions, channels: 3, bitsPerChannel: 8, frames: 1 };
  } else {
    requireInstalled(OPTIONAL_FEATURES.scanning);
    const sharp = await loadSharp();
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      return undefined;
    }
    const height = meta.pageHeight ?? meta.height;
    if (!meta.width || !height) return undefined;
    const bytesPerSample = BYTES_PER_SAMPLE[meta.depth ?? "uchar"] ?? 1;
    size = {
      width: meta.width,
      height,
      channels: meta.channels ?? 3,
      bitsPerChannel: bytesPerSample * 8,
      frames: meta.pages ?? 1,
    };
  }
  const hasAlpha = size.channels === 2 || size.channels === 4;
  const decodes = decodeScales(size.width, size.height, hasAlpha && format !== "bmp");
  const full = size.width * size.height * size.channels * (size.bitsPerChannel / 8);
  const floor = SHRINK_ON_LOAD[format];
  const decodedBytes = decodes.reduce(
    (sum, scale) => sum + Math.ceil(full * (floor === undefined ? 1 : Math.max(scale * scale, floor))),
    0,
  );
  return { format, ...size, decodes, decodedBytes };
}

const mib = (bytes: number): string => `${(bytes / 1_048_576).toFixed(0)} MiB`;

/**
 * Throws `413 PAYLOAD_TOO_LARGE` (field `image`) when a scan would cost more than `maxBytes`
 * decoded bytes, naming what was measured and the limit.
 *
 * @example
 * ```ts
 * checkScanCost(await measureScanCost(bytes), 512 * 1_048_576);
 * ```
 */
export function checkScanCost(cost: ScanCost | undefined, maxBytes: number): void {
  if (!cost || cost.decodedBytes <= maxBytes) return;
  const depth = cost.bitsPerChannel === 8 ? "" : ` at ${cost.bitsPerChannel} bits per channel`;
  throw imageError(
    "PAYLOAD_TOO_LARGE",
    `would cost ${mib(cost.decodedBytes)} of decoding to scan (${cost.width}x${cost.height} pixels, ${cost.channels} channels${depth}, decoded ${cost.decodes.length} times); the limit is ${mib(maxBytes)}: send a smaller image or one with fewer channels or bits`,
  );
}
