import type { ErrorCorrectionLevel } from "@qrbar/contract";
import type { ModuleMatrix } from "../../render/module-matrix.js";
import { chooseMask } from "./choose-mask.js";
import { dataCapacityBits } from "./qr-capacity.js";
import { qrCodewords } from "./qr-codewords.js";
import { qrTemplate } from "./qr-template.js";
import { eciBits, payloadEci, segmentPayload, segmentsBitLength } from "./segment-payload.js";
import { contentTooLong } from "./version-limit.js";

/** A QR symbol: its module matrix and the version chosen for it. */
export interface QrSymbol extends ModuleMatrix {
  /** QR version, 1..40. */
  readonly version: number;
}

// Written here rather than calling `qrcode.create`, which rebuilds Reed-Solomon generators and redraws
// function patterns for every symbol (14 % of the generate route's CPU under load); a property test checks
// the matrices are the very ones `qrcode` builds from the same segments.
/**
 * Encodes a payload as a QR module matrix (ISO/IEC 18004): {@link segmentPayload} splits it into
 * modes, the smallest version that holds the segments is taken, {@link qrCodewords} adds padding and
 * Reed-Solomon error correction, the bits fill the version's {@link qrTemplate} in placement order,
 * and {@link chooseMask} masks it. Content too long for the level at version 40 is an
 * `INVALID_CONTENT` error that says what fits. A payload with any character beyond ASCII is UTF-8 behind an ECI 26
 * header (ISO/IEC 18004 7.4.2), so readers that honour the standard's ISO-8859-1 default still read it right; pure
 * ASCII has no header and costs nothing more.
 *
 * @example
 * ```ts
 * encodeQrMatrix("https://example.com", "M").width; // 25
 * ```
 */
export function encodeQrMatrix(payload: string, level: ErrorCorrectionLevel): QrSymbol {
  const segments = segmentPayload(payload, level);
  const eci = payloadEci(payload);
  const header = eciBits(eci);
  let version = 1;
  while (header + segmentsBitLength(segments, version) > dataCapacityBits(version, level)) {
    if (++version > 40) throw contentTooLong(payload, level);
  }
  const codewords = qrCodewords(segments, version, level, eci);
  const { size, modules, reserved, order } = qrTemplate(version);
  const unmasked = modules.slice();
  for (let bit = 0; bit < codewords.length * 8; bit++) {
    if (((codewords[bit >> 3] as number) >> (7 - (bit & 7))) & 1) unmasked[order[bit] as number] = 1;
  }
  return { width: size, height: size, data: chooseMask(unmasked, reserved, size, level).modules, version };
}
