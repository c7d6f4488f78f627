import { renderMatrixPng } from "../../render/matrix-png.js";
import { layoutModules, type ModuleLayout } from "../../render/module-matrix.js";
import { qrImage } from "./qr-image.js";
import type { QrPngOptions } from "./qr-options.js";
import type { QrPayload } from "./qr-payload.js";

/**
 * A QR code as a PNG file of exactly `size` x `size` pixels (1-bit palette, whole-pixel modules, centred):
 * the bytes to write to a file or send (a `Buffer` in Node). `content` is text or a typed payload from
 * `qrPayload`. Throws a `QrbarError` naming the option or `content` for anything it refuses.
 *
 * @param content - the text to encode, or `qrPayload(type, content)` for one of the QR types
 * @param options - size, colours, error correction and margin; every one has a default
 *
 * @example
 * ```ts
 * await writeFile("qr.png", qrPng("https://example.com", { size: 512, errorCorrection: "Q" }));
 * ```
 */
export function qrPng(content: string | QrPayload, options?: QrPngOptions): Uint8Array {
  const { symbol, margin, size, fill, back } = qrImage(content, options, "qrPng");
  // qrImage refused a size the symbol and its margin do not fit at one pixel a module, so there is a layout.
  return renderMatrixPng(symbol, layoutModules(symbol, margin, size, size) as ModuleLayout, size, size, fill, back);
}
