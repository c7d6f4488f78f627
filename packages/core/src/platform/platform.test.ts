import { inflateSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as browser from "./browser.js";
import * as node from "./node.js";

// The browser side runs in Node too (TextEncoder and fflate are plain JavaScript), so both sides are
// checked against each other here; generate.browser.test.ts checks the bundle in Chromium.
describe.each([
  ["node", node],
  ["browser", browser],
])("#platform (%s)", (_side, platform) => {
  it("deflates to a zlib stream that inflates back, at both levels", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40_000 }), fc.constantFrom(3 as const, 6 as const), (data, level) => {
        const packed = platform.deflate(data, level);
        expect((packed[0] as number) & 0x0f).toBe(8); // CMF: deflate
        expect(new Uint8Array(inflateSync(packed))).toEqual(data);
      }),
      { numRuns: 60 },
    );
  });

  it("encodes UTF-8 like Buffer, and counts its bytes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const expected = Buffer.from(text, "utf8");
        expect(Buffer.from(platform.utf8Bytes(text)).equals(expected)).toBe(true);
        expect(platform.utf8Length(text)).toBe(expected.length);
      }),
    );
  });

  it("allocates the length asked for", () => {
    expect(platform.allocBytes(57)).toHaveLength(57);
    expect(platform.allocBytes(57)).toBeInstanceOf(Uint8Array);
  });
});
