import type { ErrorCorrectionLevel } from "@qrbar/contract";
import QRCode from "qrcode";
import { QrbarError } from "../errors/qrbar-error.js";
import type { ModuleMatrix } from "../render/module-matrix.js";
import { chooseMask } from "./choose-mask.js";
import { segmentPayload } from "./segment-payload.js";

/** Bytes a version-40 symbol holds in byte mode at each level (ISO/IEC 18004 table 7). */
const BYTE_CAPACITY: Record<ErrorCorrectionLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/** A QR symbol: its module matrix and the version chosen for it. */
export interface QrSymbol extends ModuleMatrix {
  /** QR version, 1..40. */
  readonly version: number;
}

/**
 * Encodes a payload as a QR module matrix: {@link segmentPayload} splits it into modes, `qrcode`
 * picks the smallest version, adds error correction and places the modules, then
 * {@link chooseMask} chooses the mask: the same mask `qrcode` would choose, several times faster. Content too long for the level at version 40 is an `INVALID_CONTENT` error that says what fits.
 *
 * @example
 * ```ts
 * encodeQrMatrix("https://example.com", "M").width; // 25
 * ```
 */
export function encodeQrMatrix(payload: string, level: ErrorCorrectionLevel): QrSymbol {
  try {
    const qr = QRCode.create(segmentPayload(payload, level), { errorCorrectionLevel: level, maskPattern: 0 });
    const { size, data, reservedBit } = qr.modules as typeof qr.modules & { reservedBit: Uint8Array };
    const { modules } = chooseMask(data, reservedBit, size, level);
    return { width: size, height: size, data: modules, version: qr.version };
  } catch (error) {
    const bytes = Buffer.byteLength(payload, "utf8");
    const levels = (["L", "M", "Q", "H"] as const).filter((l) => BYTE_CAPACITY[l] >= bytes);
    const hint = levels.length
      ? `use error_correction ${levels.join(" or ")}, or shorten it`
      : "shorten it or split it over several codes";
    throw new QrbarError(
      "INVALID_CONTENT",
      `the content is ${bytes} bytes encoded and does not fit a QR code at error correction ${level} (at most ${BYTE_CAPACITY[level]} bytes); ${hint}`,
      { cause: error },
    );
  }
}
