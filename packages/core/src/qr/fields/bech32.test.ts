import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bech32Decode, bech32Encode, convertBits } from "./bech32.js";

// BIP 173 "Test vectors" and BIP 350 "Test vectors for Bech32m".
const VALID_BECH32 = [
  "A12UEL5L",
  "a12uel5l",
  "an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs",
  "abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw",
  "11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j",
  "split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w",
  "?1ezyfcl",
];
const VALID_BECH32M = [
  "A1LQFN3A",
  "a1lqfn3a",
  "an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6",
  "abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx",
  "11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8",
  "split1checkupstagehandshakeupstreamerranterredcaperredlc445v",
  "?1v759aa",
];
const INVALID = [
  ["\x201nwldj5", "HRP character out of range"],
  ["\x7f1axkwrx", "HRP character out of range"],
  ["\x801eym55h", "HRP character out of range"],
  [
    "an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx",
    "overall max length exceeded",
  ],
  ["pzry9x0s0muk", "no separator character"],
  ["1pzry9x0s0muk", "empty HRP"],
  ["x1b4n0q5v", "invalid data character"],
  ["li1dgmt3", "too short checksum"],
  ["de1lg7wt\xff", "invalid character in checksum"],
  ["A1G7SGD8", "checksum calculated with uppercase form of HRP"],
  ["10a06t8", "empty HRP"],
  ["1qzzfhee", "empty HRP"],
  ["\x201xj0phk", "HRP character out of range"],
  [
    "an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4",
    "overall max length exceeded",
  ],
  ["qyrz8wqd2c9m", "no separator character"],
  ["y1b0jsk6g", "invalid data character"],
  ["lt1igcx5c0", "invalid data character"],
  ["in1muywd", "too short checksum"],
  ["mm1crxm3i", "invalid character in checksum"],
  ["au1s5cgom", "invalid character in checksum"],
  ["M1VUXWEZ", "checksum calculated with uppercase form of HRP"],
  ["16plkw9", "empty HRP"],
  ["1p2gdwpf", "empty HRP"],
];

describe("bech32Decode", () => {
  it.each(VALID_BECH32)("%s is valid bech32", (text) => {
    expect(bech32Decode(text)?.encoding).toBe("bech32");
  });

  it.each(VALID_BECH32M)("%s is valid bech32m", (text) => {
    expect(bech32Decode(text)?.encoding).toBe("bech32m");
  });

  it.each(INVALID)("refuses %j (%s)", (text) => {
    expect(bech32Decode(text)).toBeUndefined();
  });

  it("decodes the human-readable part and words", () => {
    expect(bech32Decode("abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw")).toEqual({
      hrp: "abcdef",
      words: Array.from({ length: 32 }, (_, i) => i),
      encoding: "bech32",
    });
  });

  it("refuses mixed case and lifts the length limit only when asked", () => {
    expect(bech32Decode("A12uEL5L")).toBeUndefined();
    const long = bech32Encode("ln", new Array(200).fill(3), "bech32");
    expect(bech32Decode(long)).toBeUndefined();
    expect(bech32Decode(long, Number.POSITIVE_INFINITY)?.words).toHaveLength(200);
  });

  it("round-trips through bech32Encode, and one changed character is always caught (property)", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,10}$/),
        fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 40 }),
        fc.constantFrom("bech32" as const, "bech32m" as const),
        fc.nat(),
        fc.integer({ min: 1, max: 31 }),
        (hrp, words, encoding, at, shift) => {
          const text = bech32Encode(hrp, words, encoding);
          expect(bech32Decode(text)).toEqual({ hrp, words, encoding });
          const data = text.slice(hrp.length + 1);
          const i = at % data.length;
          const charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
          const swapped = charset[(charset.indexOf(data[i] as string) + shift) % 32];
          expect(bech32Decode(`${hrp}1${data.slice(0, i)}${swapped}${data.slice(i + 1)}`)).toBeUndefined();
        },
      ),
    );
  });
});

describe("convertBits", () => {
  it.each([
    [[0xff], 8, 5, true, [31, 28]],
    [[31, 28], 5, 8, false, [0xff]],
    [[0x00, 0x01], 8, 5, true, [0, 0, 0, 16]],
  ])("%j from %i to %i bits (pad %s) is %j", (data, from, to, pad, expected) => {
    expect(convertBits(data, from, to, pad)).toEqual(expected);
  });

  it("refuses non-zero padding and more than 4 padding bits when decoding", () => {
    expect(convertBits([31, 29], 5, 8, false)).toBeUndefined();
    expect(convertBits([31, 28, 0], 5, 8, false)).toBeUndefined();
  });
});
