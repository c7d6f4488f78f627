import { describe, expect, it } from "vitest";
import { bchCode } from "./bch-code.js";

describe("bchCode", () => {
  it("gives the version information of ISO/IEC 18004 table D.1", () => {
    expect(bchCode(7, 0x1f25, 12)).toBe(0x07c94);
    expect(bchCode(21, 0x1f25, 12)).toBe(0x15683);
    expect(bchCode(40, 0x1f25, 12)).toBe(0x28c69);
  });

  it("gives the format information of annex C before its XOR mask (level M, mask 5)", () => {
    expect(bchCode(0b00101, 0x537, 10) ^ 0x5412).toBe(0b100000011001110);
  });
});
