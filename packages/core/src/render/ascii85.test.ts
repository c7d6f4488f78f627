import { execFileSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VECTOR_TOOLS } from "../testing/index.js";
import { ascii85 } from "./ascii85.js";

/** Ghostscript's own ASCII85Decode of `text`, as the bytes it reads (printed as decimal numbers). */
function ghostscriptDecode(text: string): number[] {
  const program = "/f currentfile /ASCII85Decode filter def { f read { = } { exit } ifelse } loop\n";
  const out = execFileSync("gs", ["-q", "-dNODISPLAY", "-dSAFER", "-dBATCH", "-"], {
    input: `${program}${text}\nquit\n`,
    encoding: "latin1",
  });
  return out.split("\n").filter(Boolean).map(Number);
}

describe("ascii85", () => {
  it("writes Adobe's base-85: z for four zero bytes, n + 1 characters for a last group of n, ~> at the end", () => {
    expect(ascii85(new Uint8Array(0))).toBe("~>");
    expect(ascii85(new Uint8Array([0, 0, 0, 0, 77]))).toBe("z9`\n~>");
    expect(ascii85(new TextEncoder().encode("Man "))).toBe("9jqo^\n~>");
    // Zeros in a last, short group are not z: the decoder would read four bytes.
    expect(ascii85(new Uint8Array([0, 0]))).toBe("!!!\n~>");
  });

  it("breaks lines at 76 characters and never opens one with %, which line-scanning tools read as a comment", () => {
    // 76 groups of zeros fill the first line with z; 0x0C7212C4 is 4 * 85^4, whose first digit, 4, is "%".
    const percentFirst = new Uint8Array([...new Array(76 * 4).fill(0), 0x0c, 0x72, 0x12, 0xc4]);
    const lines = ascii85(percentFirst).split("\n");
    expect(lines[0]).toHaveLength(76);
    expect(lines[1]).toBe(" %!!!!");
    expect(lines.every((line) => !line.startsWith("%"))).toBe(true);
  });

  it.skipIf(!VECTOR_TOOLS.gs)("is read back byte for byte by Ghostscript's ASCII85Decode (needs ghostscript)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(ghostscriptDecode(ascii85(bytes))).toEqual([...bytes]);
      }),
      { numRuns: 20 },
    );
    const zeroRuns = new Uint8Array(400).map((_, i) => (i % 97 < 60 ? 0 : i));
    expect(ghostscriptDecode(ascii85(zeroRuns))).toEqual([...zeroRuns]);
  });
});
