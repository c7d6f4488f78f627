import type { Evidence } from "../engines/detection.js";

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Confidence in 0..1 from what the engine measured:
 *
 * - 2D symbols (QR, Data Matrix, Aztec, PDF417, ...): `0.5 + 0.5 * unusedEc`, where `unusedEc` is the
 *   share of the symbol's error-correction capacity that decoding did not need. A clean print scores
 *   1; a symbol that needed all its capacity scores 0.5 (one more damaged codeword would have made it
 *   unreadable or, worse, misread).
 * - Linear symbols: `1 - 2^(-lines / 2)`, where `lines` is the number of scan lines that decoded the
 *   same text (net of dissent after a vote). Adjacent lines see nearly the same bars, so it takes two
 *   to halve the doubt: 1 line 0.29, 2 lines 0.5, 4 lines 0.75, 10 lines 0.97.
 * - Nothing measured (a QR code read only by ZBar, which reports no error-correction figure): 0.5.
 *
 * @example
 * ```ts
 * confidenceOf({ unusedEc: 0.9 }); // 0.95
 * confidenceOf({ lines: 4 }); // 0.75
 * ```
 */
export function confidenceOf(evidence: Evidence): number {
  if (evidence.unusedEc !== undefined) return round2(0.5 + 0.5 * evidence.unusedEc);
  if (evidence.lines !== undefined) return round2(1 - 2 ** (-Math.max(0, evidence.lines) / 2));
  return 0.5;
}
