import { describe, expect, it } from "vitest";
import { decodeCashAddress } from "./cashaddr.js";

// CashAddr specification v1.1, "Examples of address translation" and "Larger test vectors".
describe("CashAddr", () => {
  it.each([
    ["bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a", 0, "76a04053bda0a88bda5177b86a15c3b29f559873"],
    ["bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy", 0, "cb481232299cd5743151ac4b2d63ae198e7bb0a9"],
    ["bitcoincash:qqq3728yw0y47sqn6l2na30mcw6zm78dzqre909m2r", 0, "011f28e473c95f4013d7d53ec5fbc3b42df8ed10"],
    ["bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq", 1, "76a04053bda0a88bda5177b86a15c3b29f559873"],
    ["bitcoincash:pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e", 1, "cb481232299cd5743151ac4b2d63ae198e7bb0a9"],
    ["bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37", 1, "011f28e473c95f4013d7d53ec5fbc3b42df8ed10"],
    ["bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2", 0, "f5bf48b397dae70be82b3cca4793f8eb2b6cdac9"],
    ["bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t", 1, "f5bf48b397dae70be82b3cca4793f8eb2b6cdac9"],
    ["pref:pr6m7j9njldwwzlg9v7v53unlr4jkmx6ey65nvtks5", 1, "f5bf48b397dae70be82b3cca4793f8eb2b6cdac9"],
    [
      "bitcoincash:q9adhakpwzztepkpwp5z0dq62m6u5v5xtyj7j3h2ws4mr9g0",
      0,
      "7adbf6c17084bc86c1706827b41a56f5ca32865925e946ea",
    ],
    [
      "bitcoincash:qlg0x333p4238k0qrc5ej7rzfw5g8e4a4r6vvzyrcy8j3s5k0en7calvclhw46hudk5flttj6ydvjc0pv3nchp52amk97tqa5zygg96mtky5sv5w",
      0,
      "d0f346310d5513d9e01e299978624ba883e6bda8f4c60883c10f28c2967e67ec77ecc7eeeaeafc6da89fad72d11ac961e164678b868aeeec5f2c1da08884175b",
    ],
  ])("%s is type %i with hash %s", (address, type, hash) => {
    const decoded = decodeCashAddress(address, "bitcoincash");
    expect(decoded && { type: decoded.type, hash: Buffer.from(decoded.hash).toString("hex") }).toEqual({ type, hash });
  });

  it("takes the default prefix when there is none, and upper case", () => {
    expect(decodeCashAddress("qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a", "bitcoincash")?.prefix).toBe("bitcoincash");
    expect(decodeCashAddress("BITCOINCASH:QPM2QSZNHKS23Z7629MMS6S4CWEF74VCWVY22GDX6A", "x")?.type).toBe(0);
  });

  it.each([
    ["bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b", "checksum"],
    ["bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdX6a", "mixed case"],
    ["bchtest:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a", "checksum covers the prefix"],
    ["qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a", "checksum under the default prefix bchtest"],
    ["bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdxba", "character outside the alphabet"],
    // The specification's checksum vectors: valid checksums, deliberately invalid payloads.
    ["prefix:x64nx6hz", "no payload"],
    ["p:gpf8m4h7", "no payload"],
    ["bitcoincash:qpzry9x8gf2tvdw0s3jn54khce6mua7lcw20ayyn", "hash length does not match the size bits"],
    ["bchreg:555555555555555555555555555555555555555555555udxmlmrz", "reserved bit set"],
  ])("refuses %s (%s)", (address, _reason) => {
    const fallback = address.includes(":") ? "bitcoincash" : "bchtest";
    expect(decodeCashAddress(address, fallback)).toBeUndefined();
  });
});
