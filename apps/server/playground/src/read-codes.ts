// A file of its own, imported when the scan tab first opens: the scanner of `@qrbar/core/scan`. It decodes
// in its module Worker (`scan-worker.js`, beside this file with zxing-cpp's `zxing_reader.wasm`, both found
// from `import.meta.url`), so files and camera frames are read in the page, nothing is uploaded, and the
// camera loop never holds up the page.
import { type ScanInput, type ScanOutcome, type ScanSourceFormat, scanImage } from "@qrbar/core/scan";

/**
 * Every code in `image` (a file, or the `<video>` showing the camera), read in this browser off the
 * page's thread. Throws the `QrbarError` the server would answer for the same image.
 *
 * @example
 * ```ts
 * const { results, image } = await readCodes(file);
 * ```
 */
export function readCodes(image: ScanInput): Promise<ScanOutcome<ScanSourceFormat>> {
  return scanImage(image, { worker: true });
}
