import { describe, expect, it } from "vitest";
import { reedSolomon } from "./reed-solomon.js";

describe("reedSolomon", () => {
  it("gives the error correction of ISO/IEC 18004 annex I ('01234567' as 1-M)", () => {
    const data = Uint8Array.of(16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17);
    expect([...reedSolomon(data, 10)]).toEqual([165, 36, 212, 193, 237, 54, 199, 135, 44, 85]);
  });

  it("gives a codeword whose syndromes are all zero, for any data and degree", () => {
    // Evaluating data + ec at a^0 .. a^(degree-1) gives zero for a valid Reed-Solomon codeword.
    const exp: number[] = [];
    for (let i = 0, x = 1; i < 255; i++, x = x & 0x80 ? ((x << 1) ^ 0x11d) & 0xff : x << 1) exp.push(x);
    const mul = (a: number, b: number) => (a && b ? (exp[(exp.indexOf(a) + exp.indexOf(b)) % 255] as number) : 0);
    for (const degree of [7, 10, 13, 18, 22, 26, 30]) {
      const data = Uint8Array.from({ length: 40 }, (_, i) => (i * 37 + degree * 11) & 0xff);
      const codeword = [...data, ...reedSolomon(data, degree)];
      for (let root = 0; root < degree; root++) {
        const syndrome = codeword.reduce((acc, c) => mul(acc, exp[root] as number) ^ c, 0);
        expect(syndrome).toBe(0);
      }
    }
  });
});
