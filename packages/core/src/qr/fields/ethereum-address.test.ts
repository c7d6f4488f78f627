import { describe, expect, it } from "vitest";
import { checkEthereumAddress, toChecksumAddress } from "./ethereum-address.js";

// EIP-55 "Test Cases": all caps, all lower, and mixed-case checksummed addresses.
const EIP55 = [
  "0x52908400098527886E0F7030069857D2E4169EE7",
  "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
  "0xde709f2102306220921060314715629080e2fb77",
  "0x27b1fdb04752bbc536007a920d24acb045561c26",
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
];

describe("EIP-55", () => {
  it.each(EIP55)("%s is its own checksum form, from lower or upper case", (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
  });

  it.each(EIP55)("checkEthereumAddress accepts %s and returns it checksummed", (address) => {
    expect(checkEthereumAddress(address, "content.address")).toBe(address);
    expect(checkEthereumAddress(address.toLowerCase(), "content.address")).toBe(address);
  });

  it.each([
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "fails the EIP-55 checksum"],
    ["0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "fails the EIP-55 checksum"],
    ["0xfb6916095ca1df60bB79Ce92cE3Ea74c37c5d359", "fails the EIP-55 checksum"],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe", "must be an Ethereum address: 0x and 40 hex digits"],
    ["5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00", "must be an Ethereum address: 0x and 40 hex digits"],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg", "must be an Ethereum address: 0x and 40 hex digits"],
  ])("refuses %s: %s", (address, message) => {
    expect(() => checkEthereumAddress(address, "content.address")).toThrow(`content.address ${message}`);
  });
});
