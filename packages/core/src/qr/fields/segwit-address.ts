import { bech32Decode, convertBits } from "./bech32.js";

/** A native segwit output: witness version 0..16 and program of 2..40 bytes. */
export interface SegwitProgram {
  readonly version: number;
  readonly program: Uint8Array;
}

/**
 * Decodes a native segwit address for the human-readable part `hrp` (BIP 173 / BIP 350): version 0 with a bech32
 * checksum and a 20- or 32-byte program, versions 1..16 with a bech32m checksum and 2..40 bytes. Returns
 * `undefined` for anything else.
 *
 * @example
 * ```ts
 * decodeSegwitAddress("bc", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4")?.version; // 0
 * ```
 */
export function decodeSegwitAddress(hrp: string, address: string): SegwitProgram | undefined {
  const decoded = bech32Decode(address);
  if (!decoded || decoded.hrp !== hrp || decoded.words.length < 1) return undefined;
  const [version = -1, ...rest] = decoded.words;
  if (version > 16) return undefined;
  if (decoded.encoding !== (version === 0 ? "bech32" : "bech32m")) return undefined;
  const program = convertBits(rest, 5, 8, false);
  if (!program || program.length < 2 || program.length > 40) return undefined;
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
  return { version, program: Uint8Array.from(program) };
}
