import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase32, encodeBase32, normaliseBase32 } from "./base32.js";

const ascii = (text: string) => new TextEncoder().encode(text);

describe("Base32 (RFC 4648 §10 test vectors, padding removed)", () => {
  it.each([
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("%j encodes to %j and decodes back", (text, base32) => {
    expect(encodeBase32(ascii(text))).toBe(base32);
    expect(decodeBase32(base32)).toEqual(ascii(text));
  });

  it("decodes the Google Authenticator example secret to 'Hello!\\xDE\\xAD\\xBE\\xEF'", () => {
    expect(decodeBase32("JBSWY3DPEHPK3PXP")).toEqual(
      Uint8Array.from([72, 101, 108, 108, 111, 33, 0xde, 0xad, 0xbe, 0xef]),
    );
  });

  it.each([
    ["MZXW6YQ1", "a digit outside 2-7"],
    ["MZXW6YQ0", "zero is not in the alphabet"],
    ["mzxw6yq", "lower case (normalise first)"],
    ["MZXW6Y", "6 characters: no byte string has that length"],
    ["M", "1 character"],
    ["MZX", "3 characters"],
    ["MZXW6YQ=", "padding (normalise first)"],
  ])("refuses %j (%s)", (text) => {
    expect(decodeBase32(text)).toBeUndefined();
  });

  it.each([
    ["jbsw y3dp ehpk 3pxp", "JBSWY3DPEHPK3PXP"],
    ["MZXW6YQ=", "MZXW6YQ"],
    ["my======", "MY"],
  ])("normalises %j to %j", (text, canonical) => {
    expect(normaliseBase32(text)).toBe(canonical);
  });

  it("decode(encode(bytes)) gives the bytes back (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeBase32(encodeBase32(bytes))).toEqual(bytes);
      }),
    );
  });
});
