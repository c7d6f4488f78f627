import { EPS_FORMAT } from "../../render/vector-eps.js";
import type { QrEpsOptions } from "./qr-options.js";
import type { QrPayload } from "./qr-payload.js";
import { qrVector } from "./qr-vector.js";

/**
 * A QR code as EPS (EPSF 3.0) of exactly `size` x `size` pixels at 0.75 pt each (a bounding box of 225 x 225 pt
 * for 300 px): the background and the dark modules as `rectfill` with the SVG's exact geometry, no image
 * operator. `content` and `options` are those of `qrSvg`; a `QrbarError` names the option or `content` for
 * anything it refuses.
 *
 * @param content - the text to encode, or `qrPayload(type, content)` for one of the QR types
 * @param options - size, colours, error correction and margin; every one has a default
 *
 * @example
 * ```ts
 * await writeFile("qr.eps", qrEps("https://example.com", { fillColor: "#1A237E" }));
 * ```
 */
export function qrEps(content: string | QrPayload, options?: QrEpsOptions): Uint8Array {
  return qrVector(EPS_FORMAT, content, options, "qrEps");
}
