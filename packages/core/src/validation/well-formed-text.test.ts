import { afterEach, describe, expect, it, vi } from "vitest";
import { hasNoLoneSurrogate } from "./well-formed-text.js";

const native = (text: string) => text.isWellFormed();

describe("hasNoLoneSurrogate, for engines without String.prototype.isWellFormed", () => {
  it.each([
    ["", true],
    ["plain ascii", true],
    ["caf\u00e9 \u20ac", true],
    ["\ud83d\ude00", true],
    ["a\ud83d\ude00b\ud83d\ude00", true],
    ["\ud800", false],
    ["\udc00", false],
    ["a\ud800b", false],
    ["a\udfff", false],
    ["\ud83d\ude00\ude00", false],
    ["\ud800\ud800\udc00", false],
    ["\udc00\ud800", false],
    ["x\udbff", false],
  ])("%j is well-formed: %s", (text, expected) => {
    expect(hasNoLoneSurrogate(text)).toBe(expected);
    expect(native(text)).toBe(expected);
  });

  it("gives the engine's answer on random strings dense in surrogates", () => {
    // Units drawn from both surrogate halves, their edges and plain text, so pairs and lone halves mix.
    const units = [0x41, 0xe9, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xd83d, 0xde00];
    let seed = 1;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let lone = 0;
    for (let n = 0; n < 5000; n++) {
      const length = Math.floor(random() * 8);
      const text = String.fromCharCode(
        ...Array.from({ length }, () => units[Math.floor(random() * units.length)] ?? 0),
      );
      expect(hasNoLoneSurrogate(text), JSON.stringify(text)).toBe(native(text));
      if (!native(text)) lone++;
    }
    // Both answers were exercised, many times.
    expect(lone).toBeGreaterThan(1000);
    expect(lone).toBeLessThan(4500);
  });
});

describe("assertWellFormedText in an engine without String.prototype.isWellFormed", () => {
  const isWellFormed = Object.getOwnPropertyDescriptor(String.prototype, "isWellFormed");
  afterEach(() => {
    if (isWellFormed) Object.defineProperty(String.prototype, "isWellFormed", isWellFormed);
    vi.resetModules();
  });

  it("refuses a lone surrogate and accepts a pair, through the fallback", async () => {
    // The method taken away, as an older engine lacks it.
    delete (String.prototype as { isWellFormed?: unknown }).isWellFormed;
    vi.resetModules();
    const { assertWellFormedText } = await import("./well-formed-text.js");
    expect(() => assertWellFormedText({ text: "ok \ud83d\ude00" }, "content")).not.toThrow();
    expect(() => assertWellFormedText({ text: ["fine", "bad \ud800"] }, "content")).toThrow(
      expect.objectContaining({ code: "VALIDATION_ERROR", message: expect.stringContaining("content.text.1") }),
    );
  });
});
