import { QrbarError } from "../../errors/qrbar-error.js";
import { BASE58_ALPHABET, base58CheckDecode } from "./base58.js";
import { decodeSegwitAddress } from "./segwit-address.js";

/** What identifies a Bitcoin-family mainnet address: its base58check version bytes and its segwit prefix. */
export interface CoinNetwork {
  /** Name used in messages: `Bitcoin`. */
  readonly name: string;
  /** Version byte to what it is, e.g. `0x00` P2PKH `1...`. */
  readonly base58: ReadonlyMap<number, string>;
  /** Human-readable part of native segwit addresses (`bc`), when the coin has segwit. */
  readonly segwitHrp?: string;
}

/**
 * Bitcoin mainnet: P2PKH `1...` (0x00), P2SH `3...` (0x05), segwit `bc1...`.
 *
 * @example
 * ```ts
 * checkCoinAddress("3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC", BITCOIN, "content.address");
 * ```
 */
export const BITCOIN: CoinNetwork = {
  name: "Bitcoin",
  base58: new Map([
    [0x00, "P2PKH (1...)"],
    [0x05, "P2SH (3...)"],
  ]),
  segwitHrp: "bc",
};

/**
 * Litecoin mainnet: P2PKH `L...` (0x30), P2SH `M...` (0x32) and legacy `3...` (0x05), segwit `ltc1...`.
 *
 * @example
 * ```ts
 * checkCoinAddress("LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9", LITECOIN, "content.address");
 * ```
 */
export const LITECOIN: CoinNetwork = {
  name: "Litecoin",
  base58: new Map([
    [0x30, "P2PKH (L...)"],
    [0x32, "P2SH (M...)"],
    [0x05, "legacy P2SH (3...)"],
  ]),
  segwitHrp: "ltc",
};

/**
 * Dogecoin mainnet: P2PKH `D...` (0x1e), P2SH `9...`/`A...` (0x16).
 *
 * @example
 * ```ts
 * checkCoinAddress("DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L", DOGECOIN, "content.address");
 * ```
 */
export const DOGECOIN: CoinNetwork = {
  name: "Dogecoin",
  base58: new Map([
    [0x1e, "P2PKH (D...)"],
    [0x16, "P2SH (9... or A...)"],
  ]),
};

function describeForms(network: CoinNetwork): string {
  const forms = [...network.base58.values()];
  if (network.segwitHrp) forms.push(`segwit (${network.segwitHrp}1...)`);
  return forms.join(", ");
}

/**
 * Checks a mainnet address of a Bitcoin-family coin: base58check (checksum and version byte) or, where the coin
 * has segwit, bech32/bech32m (BIP 173/350: checksum, witness version, program length). Returns the address with a
 * segwit address lower-cased; throws a `VALIDATION_ERROR` on `field` naming the rule that failed.
 *
 * @example
 * ```ts
 * checkCoinAddress("BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", BITCOIN, "content.address");
 * // "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
 * ```
 */
export function checkCoinAddress(raw: string, network: CoinNetwork, field: string): string {
  const { segwitHrp } = network;
  if (segwitHrp && raw.toLowerCase().startsWith(`${segwitHrp}1`)) {
    if (!decodeSegwitAddress(segwitHrp, raw)) {
      throw QrbarError.field(
        field,
        `fails the bech32/bech32m check of a ${network.name} segwit address (BIP 173/350: checksum, one case, witness version and program length)`,
      );
    }
    return raw.toLowerCase();
  }
  if ([...raw].some((c) => !BASE58_ALPHABET.includes(c))) {
    throw QrbarError.field(field, `must be a ${network.name} address: ${describeForms(network)}`);
  }
  const payload = base58CheckDecode(raw);
  if (!payload) throw QrbarError.field(field, "fails the base58check checksum");
  if (payload.length !== 21 || !network.base58.has(payload[0] as number)) {
    throw QrbarError.field(field, `is not a ${network.name} mainnet address: ${describeForms(network)}`);
  }
  return raw;
}
