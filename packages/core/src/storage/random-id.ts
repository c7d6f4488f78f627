import { randomBytes } from "node:crypto";

/**
 * A random id in 1..2^53-1 (`Number.MAX_SAFE_INTEGER`) from the system CSPRNG: 53 bits that cannot be
 * guessed from any other id, so nobody can walk `/download/1, 2, 3 ...`.
 *
 * @example
 * ```ts
 * const id = randomId(); // e.g. 4503599627370497
 * ```
 */
export function randomId(): number {
  for (;;) {
    const bytes = randomBytes(8);
    const high = bytes.readUInt32BE(0) & 0x1fffff; // 21 bits
    const id = high * 2 ** 32 + bytes.readUInt32BE(4);
    if (id > 0) return id;
  }
}
