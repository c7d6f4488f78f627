/**
 * A BCH code word: `data` followed by the `bits`-bit remainder of `data << bits` divided by `generator` (whose
 * top bit is bit `bits`), as the format information (ISO/IEC 18004 annex C) and version information (annex D)
 * protect their bits.
 *
 * @example
 * ```ts
 * bchCode(7, 0x1f25, 12); // 0x07c94: version 7's information bits
 * ```
 */
export function bchCode(data: number, generator: number, bits: number): number {
  let remainder = data;
  for (let i = 0; i < bits; i++) remainder = (remainder << 1) ^ ((remainder >>> (bits - 1)) * generator);
  return (data << bits) | remainder;
}
