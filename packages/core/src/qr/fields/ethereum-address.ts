import { keccak_256 } from "@noble/hashes/sha3.js";
import { QrbarError } from "../../errors/qrbar-error.js";

/**
 * Writes an address in EIP-55 mixed-case checksum form: each hex letter upper-cased where the matching nibble of
 * Keccak-256 of the lower-case hex is 8 or more.
 *
 * @example
 * ```ts
 * toChecksumAddress("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"); // "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
 * ```
 */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  const nibble = (i: number) => ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 15;
  return `0x${[...hex].map((c, i) => (nibble(i) >= 8 ? c.toUpperCase() : c)).join("")}`;
}

/**
 * Checks an Ethereum address and returns its EIP-55 checksum form. An all-lower or all-upper case address carries
 * no checksum and is accepted; a mixed-case one must match EIP-55 exactly. Throws a `VALIDATION_ERROR` on `field`.
 *
 * @example
 * ```ts
 * checkEthereumAddress("0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359", "content.address");
 * // "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
 * ```
 */
export function checkEthereumAddress(raw: string, field: string): string {
  if (!/^0[xX][0-9a-fA-F]{40}$/.test(raw))
    throw QrbarError.field(field, "must be an Ethereum address: 0x and 40 hex digits");
  const hex = raw.slice(2);
  const checksummed = toChecksumAddress(raw);
  const singleCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!singleCase && checksummed.slice(2) !== hex) throw QrbarError.field(field, "fails the EIP-55 checksum");
  return checksummed;
}
