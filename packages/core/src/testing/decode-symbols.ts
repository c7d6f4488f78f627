import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { PNG } from "pngjs";
import { prepareZXingModule, type ReadResult, readBarcodes } from "zxing-wasm/reader";

let ready: Promise<unknown> | undefined;

/** Loads zxing-wasm's reader from node_modules (never from a CDN: tests run offline). */
function loadReader(): Promise<unknown> {
  ready ??= readFile(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm")).then((wasm) =>
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
      fireImmediately: true,
    }),
  );
  return ready;
}

/**
 * Decodes every symbol in a PNG with zxing-wasm, an independent decoder, in plain text mode.
 * Test support only: the product's scanner lives in the scanning module.
 *
 * @example
 * ```ts
 * const [first] = await decodePng(qr.bytes);
 * expect(first?.text).toBe(qr.payload);
 * ```
 */
export async function decodePng(png: Uint8Array): Promise<ReadResult[]> {
  await loadReader();
  const image = PNG.sync.read(Buffer.from(png));
  const data = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return readBarcodes(
    { data, width: image.width, height: image.height, colorSpace: "srgb" } as unknown as Parameters<
      typeof readBarcodes
    >[0],
    {
      textMode: "Plain",
      tryHarder: true,
      maxNumberOfSymbols: 8,
    },
  );
}

/** Pixels of a PNG as RGBA, for checks of size and colour. */
export function readPngPixels(png: Uint8Array): { width: number; height: number; rgba: Buffer } {
  const image = PNG.sync.read(Buffer.from(png));
  return { width: image.width, height: image.height, rgba: image.data };
}
