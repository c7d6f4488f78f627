import { describe, expect, it } from "vitest";
import { checkMoneroAddress, moneroBase58Decode } from "./monero-address.js";

const GENERAL_FUND = "44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A";

describe("Monero base58 (block encoding; Monero's unit test vectors)", () => {
  it.each([
    ["11", "00"],
    ["5Q", "ff"],
    ["LUv", "ffff"],
    ["2UzHL", "ffffff"],
    ["7YXq9G", "ffffffff"],
    ["VtB5VXc", "ffffffffff"],
    ["3CUsUpv9t", "ffffffffffff"],
    ["Ahg1opVcGW", "ffffffffffffff"],
    ["11111111111", "0000000000000000"],
    ["jpXCZedGfVQ", "ffffffffffffffff"],
    ["22222222222VtB5VXc", "06156013762879f7ffffffffff"],
  ])("%s decodes to %s", (text, hex) => {
    expect(Buffer.from(moneroBase58Decode(text) ?? []).toString("hex")).toBe(hex);
  });

  it.each([
    ["5R", "a 2-character block over 255"],
    ["jpXCZedGfVR", "a full block over 2^64 - 1"],
    ["1", "a block length no byte count has"],
    ["0O", "characters outside the alphabet"],
  ])("refuses %s (%s)", (text) => {
    expect(moneroBase58Decode(text)).toBeUndefined();
  });
});

describe("checkMoneroAddress", () => {
  it("accepts the Monero General Fund address (published on getmonero.org)", () => {
    expect(checkMoneroAddress(GENERAL_FUND, "content.address")).toBe(GENERAL_FUND);
  });

  it.each([
    [`${GENERAL_FUND.slice(0, 94)}B`, "fails the Monero Keccak-256 checksum"],
    [`${GENERAL_FUND.slice(0, 40)}C${GENERAL_FUND.slice(41)}`, "fails the Monero Keccak-256 checksum"],
    [GENERAL_FUND.slice(0, 94), "must be a Monero address of 95 characters (106 if integrated); got 94"],
    [`${GENERAL_FUND.slice(0, 94)}0`, "must use Monero's base58 alphabet (no 0, O, I or l)"],
    [`1${GENERAL_FUND.slice(1)}`, "is not a Monero mainnet address (it must start with 4 or 8)"],
  ])("refuses %s: %s", (address, message) => {
    expect(() => checkMoneroAddress(address, "content.address")).toThrow(`content.address ${message}`);
  });
});
