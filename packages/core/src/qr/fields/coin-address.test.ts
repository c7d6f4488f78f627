import { describe, expect, it } from "vitest";
import { BITCOIN, checkCoinAddress, DOGECOIN, LITECOIN } from "./coin-address.js";

// Addresses from BIP 173/350 and the CashAddr specification; the Litecoin and Dogecoin ones encode the BIP 173
// hash160 751e76e8... under their version bytes (computed independently with Python's hashlib).
const NETWORKS = { Bitcoin: BITCOIN, Litecoin: LITECOIN, Dogecoin: DOGECOIN } as const;

describe("checkCoinAddress", () => {
  it.each([
    ["Bitcoin", "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu"],
    ["Bitcoin", "3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC", "3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC"],
    ["Bitcoin", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"],
    [
      "Bitcoin",
      "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
      "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
    ],
    ["Litecoin", "LVuDpNCSSj6pQ7t9Pv6d6sUkLKoqDEVUnJ", "LVuDpNCSSj6pQ7t9Pv6d6sUkLKoqDEVUnJ"],
    ["Litecoin", "MJaRnao1s62a2zAKSkmG582KbLKianqb7v", "MJaRnao1s62a2zAKSkmG582KbLKianqb7v"],
    ["Litecoin", "3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC", "3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC"],
    ["Dogecoin", "DFpN6QqFfUm3gKNaxN6tNcab1FArL9cZLE", "DFpN6QqFfUm3gKNaxN6tNcab1FArL9cZLE"],
    ["Dogecoin", "A37YDYSwz3438rFtm1SLVcQHyD7JeueC9H", "A37YDYSwz3438rFtm1SLVcQHyD7JeueC9H"],
  ] as const)("%s accepts %s", (network, address, expected) => {
    expect(checkCoinAddress(address, NETWORKS[network], "content.address")).toBe(expected);
  });

  it.each([
    ["Bitcoin", "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggv", "fails the base58check checksum"],
    [
      "Bitcoin",
      "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVgg0",
      "must be a Bitcoin address: P2PKH (1...), P2SH (3...), segwit (bc1...)",
    ],
    [
      "Bitcoin",
      "LVuDpNCSSj6pQ7t9Pv6d6sUkLKoqDEVUnJ",
      "is not a Bitcoin mainnet address: P2PKH (1...), P2SH (3...), segwit (bc1...)",
    ],
    [
      "Bitcoin",
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh",
      "fails the bech32/bech32m check of a Bitcoin segwit address",
    ],
    ["Bitcoin", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd", "fails the bech32/bech32m check"],
    ["Bitcoin", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7", "must be a Bitcoin address"],
    ["Litecoin", "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", "is not a Litecoin mainnet address"],
    [
      "Litecoin",
      "ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      "fails the bech32/bech32m check of a Litecoin segwit address",
    ],
    [
      "Dogecoin",
      "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu",
      "is not a Dogecoin mainnet address: P2PKH (D...), P2SH (9... or A...)",
    ],
    ["Dogecoin", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "must be a Dogecoin address"],
  ] as const)("%s refuses %s: %s", (network, address, message) => {
    expect(() => checkCoinAddress(address, NETWORKS[network], "content.address")).toThrow(`content.address ${message}`);
  });
});
