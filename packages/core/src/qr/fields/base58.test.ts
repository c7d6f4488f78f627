import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base58CheckDecode, base58Decode, base58Encode } from "./base58.js";

const hex = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString("hex") : undefined);

describe("base58", () => {
  it.each([
    ["", ""],
    ["61", "2g"],
    ["626262", "a3gV"],
    ["636363", "aPEr"],
    ["00000000", "1111"],
    ["000000287fb4cd", "111233QC4"],
    ["516b6fcd0f", "ABnLTmg"],
    ["68656c6c6f20776f726c64", "StV1DL6CwTryKyV"], // "hello world"
  ])("%s encodes to %s and back", (bytesHex, text) => {
    expect(base58Encode(Buffer.from(bytesHex, "hex"))).toBe(text);
    expect(hex(base58Decode(text))).toBe(bytesHex);
  });

  it.each(["0", "O", "I", "l", "abc+"])("refuses %s (outside the alphabet)", (text) => {
    expect(base58Decode(text)).toBeUndefined();
  });

  it("round-trips any bytes (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(hex(base58Decode(base58Encode(bytes)))).toBe(hex(bytes));
      }),
    );
  });
});

describe("base58check", () => {
  // Legacy addresses of the CashAddr specification's translation table: version byte then hash160.
  it.each([
    ["1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", "0076a04053bda0a88bda5177b86a15c3b29f559873"],
    ["3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC", "0576a04053bda0a88bda5177b86a15c3b29f559873"],
    ["1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR", "00cb481232299cd5743151ac4b2d63ae198e7bb0a9"],
  ])("decodes %s to %s", (text, payload) => {
    expect(hex(base58CheckDecode(text))).toBe(payload);
  });

  it.each([
    "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggv", // last character changed
    "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVgg",
    "11",
  ])("refuses %s (checksum)", (text) => {
    expect(base58CheckDecode(text)).toBeUndefined();
  });
});
