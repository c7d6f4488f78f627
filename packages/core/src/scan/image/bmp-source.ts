import { importOptional } from "../../errors/optional-dependency.js";
import { OPTIONAL_FEATURES } from "../../errors/optional-features.js";
import { imageError } from "../scan-error.js";

/** Width and height a BMP header declares; `undefined` when the header is not one we know. */
export function bmpDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 26) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = view.getUint32(14, true);
  // BITMAPCOREHEADER (OS/2 1.x) stores 16-bit sizes; every later header 32-bit signed ones.
  if (headerSize === 12) return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
  if (headerSize < 40) return undefined;
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
}

/** RGB pixels of a BMP, 3 bytes a pixel, top row first. */
export interface RgbPixels {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * Decodes a BMP (1, 4, 8, 16, 24 and 32 bits, RLE4/RLE8, bit fields) with `bmp-ts`, which sharp
 * cannot read. The alpha byte is dropped: in most BMPs it is an unused reserved byte. Call only after
 * checking {@link bmpDimensions} against the pixel limit: the decoder allocates what the header says.
 *
 * @example
 * ```ts
 * const { data, width, height } = await decodeBmp(bytes);
 * ```
 */
export async function decodeBmp(bytes: Uint8Array): Promise<RgbPixels> {
  const { decode } = await importOptional(() => import("bmp-ts"), OPTIONAL_FEATURES.bmp);
  let decoded: { data: Buffer; width: number; height: number };
  try {
    decoded = decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { toRGBA: true });
  } catch (error) {
    throw imageError("INVALID_IMAGE", `is not a readable BMP file: ${(error as Error).message}`, error);
  }
  const { width, height } = decoded;
  if (!width || !height || decoded.data.length < width * height * 4) {
    throw imageError("INVALID_IMAGE", "is not a readable BMP file: its pixel data is incomplete");
  }
  const rgb = Buffer.allocUnsafe(width * height * 3);
  for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
    rgb[j] = decoded.data[i] as number;
    rgb[j + 1] = decoded.data[i + 1] as number;
    rgb[j + 2] = decoded.data[i + 2] as number;
  }
  return { data: rgb, width, height };
}
