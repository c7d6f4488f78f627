import { keccak_256 } from "@noble/hashes/sha3.js";
import { QrbarError } from "../../errors/qrbar-error.js";
import { BASE58_ALPHABET } from "./base58.js";

/** Characters an n-byte block takes in Monero's base58 (index n), full blocks being 8 bytes in 11 characters. */
const BLOCK_CHARS = [0, 2, 3, 5, 6, 7, 9, 10, 11];

/**
 * Decodes Monero's block base58 (8-byte blocks as 11 characters, the last block shorter), or `undefined` when a
 * character or block length is invalid or a block overflows.
 *
 * @example
 * ```ts
 * moneroBase58Decode("11"); // Uint8Array [0]
 * ```
 */
export function moneroBase58Decode(text: string): Uint8Array | undefined {
  const out: number[] = [];
  for (let start = 0; start < text.length; start += 11) {
    const block = text.slice(start, start + 11);
    const size = BLOCK_CHARS.indexOf(block.length);
    if (size <= 0) return undefined;
    let value = 0n;
    for (const char of block) {
      const digit = BASE58_ALPHABET.indexOf(char);
      if (digit < 0) return undefined;
      value = value * 58n + BigInt(digit);
    }
    if (value >> BigInt(8 * size) !== 0n) return undefined;
    for (let i = size - 1; i >= 0; i--) out.push(Number((value >> BigInt(8 * i)) & 0xffn));
  }
  return Uint8Array.from(out);
}

/**
 * Monero mainnet address kinds by their network byte: 18 standard (`4...`), 42 subaddress (`8...`),
 * 19 integrated (`4...`, 106 characters, with an 8-byte payment id).
 */
const KINDS: ReadonlyMap<number, { readonly name: string; readonly bytes: number }> = new Map([
  [18, { name: "standard", bytes: 69 }],
  [42, { name: "subaddress", bytes: 69 }],
  [19, { name: "integrated", bytes: 77 }],
]);

/**
 * Checks a Monero mainnet address: 95 characters (106 for an integrated address) of Monero base58 decoding to a
 * known network byte, a 32-byte public spend key, a 32-byte public view key (and a payment id), and a 4-byte
 * checksum equal to the start of Keccak-256 of what precedes it. Throws a `VALIDATION_ERROR` on `field`.
 *
 * @example
 * ```ts
 * checkMoneroAddress("44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A", "content.address");
 * ```
 */
export function checkMoneroAddress(address: string, field: string): string {
  if (address.length !== 95 && address.length !== 106) {
    throw QrbarError.field(
      field,
      `must be a Monero address of 95 characters (106 if integrated); got ${address.length}`,
    );
  }
  const bytes = moneroBase58Decode(address);
  if (!bytes) throw QrbarError.field(field, "must use Monero's base58 alphabet (no 0, O, I or l)");
  const kind = KINDS.get(bytes[0] as number);
  if (!kind || kind.bytes !== bytes.length) {
    throw QrbarError.field(field, "is not a Monero mainnet address (it must start with 4 or 8)");
  }
  const body = bytes.subarray(0, -4);
  const checksum = keccak_256(body).subarray(0, 4);
  if (!bytes.subarray(-4).every((b, i) => b === checksum[i])) {
    throw QrbarError.field(field, "fails the Monero Keccak-256 checksum");
  }
  return address;
}
