/** GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1: antilogs (doubled, so sums of logs need no modulo) and logs. */
const EXP = new Uint8Array(510);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  EXP[i + 255] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}

/** Logs of the generator polynomial's coefficients per degree (highest term, always 1, left out). */
const generators: Uint8Array[] = [];

function generatorLogs(degree: number): Uint8Array {
  let logs = generators[degree];
  if (!logs) {
    // The product of (x - a^i) for i < degree, coefficients highest first: each round multiplies by a^i.
    const coefficients = new Uint8Array(degree);
    coefficients[degree - 1] = 1;
    for (let i = 0; i < degree; i++) {
      for (let j = 0; j < degree; j++) {
        const c = coefficients[j] as number;
        coefficients[j] = (c ? (EXP[(LOG[c] as number) + i] as number) : 0) ^ (coefficients[j + 1] ?? 0);
      }
    }
    // Every coefficient of a QR generator is non-zero, so each has a log.
    logs = coefficients.map((c) => LOG[c] as number);
    generators[degree] = logs;
  }
  return logs;
}

/**
 * The Reed-Solomon error-correction codewords of one block (ISO/IEC 18004 7.5.2): the remainder of
 * the data polynomial times x^degree divided by the generator polynomial of that degree.
 *
 * @example
 * ```ts
 * reedSolomon(Uint8Array.of(16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17), 10);
 * // 165 36 212 193 237 54 199 135 44 85 (ISO/IEC 18004 annex I: "01234567" as 1-M)
 * ```
 */
export function reedSolomon(data: Uint8Array, degree: number): Uint8Array {
  const generator = generatorLogs(degree);
  const remainder = new Uint8Array(degree);
  for (const byte of data) {
    const factor = byte ^ (remainder[0] as number);
    remainder.copyWithin(0, 1);
    remainder[degree - 1] = 0;
    if (factor === 0) continue;
    const log = LOG[factor] as number;
    for (let i = 0; i < degree; i++)
      remainder[i] = (remainder[i] as number) ^ (EXP[(generator[i] as number) + log] as number);
  }
  return remainder;
}
