import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { blockLayout, dataCapacityBits } from "./qr-capacity.js";
import { qrTemplate } from "./qr-template.js";

const LEVELS = ["L", "M", "Q", "H"] as const;
// qrcode's own tables, read from its internals to check ours against an independent copy.
const internal = createRequire(createRequire(import.meta.url).resolve("qrcode"));
const { getCapacity } = internal("./core/version.js") as { getCapacity: (v: number, l: unknown, m: unknown) => number };
const { from: levelFrom } = internal("./core/error-correction-level.js") as { from: (l: string) => unknown };
const { MIXED } = internal("./core/mode.js") as { MIXED: unknown };

describe("QR capacity", () => {
  it("holds the data bits qrcode holds for every version and level", () => {
    for (const level of LEVELS) {
      for (let version = 1; version <= 40; version++) {
        expect(dataCapacityBits(version, level)).toBe(getCapacity(version, levelFrom(level), MIXED));
      }
    }
  });

  it("counts the codewords the template's data modules carry, the remainder bits of ISO/IEC 18004 table 1 aside", () => {
    const remainder = (v: number) =>
      v === 1 ? 0 : v <= 6 ? 7 : v <= 13 ? 0 : v <= 20 ? 3 : v <= 27 ? 4 : v <= 34 ? 3 : 0;
    for (let version = 1; version <= 40; version++) {
      expect(qrTemplate(version).order.length).toBe(blockLayout(version, "L").codewords * 8 + remainder(version));
    }
  });

  it("has the 1-M layout of annex I and the 40-H layout of table 9", () => {
    expect(blockLayout(1, "M")).toEqual({ codewords: 26, dataCodewords: 16, blocks: 1, ecPerBlock: 10 });
    expect(blockLayout(40, "H")).toEqual({ codewords: 3706, dataCodewords: 1276, blocks: 81, ecPerBlock: 30 });
  });
});
