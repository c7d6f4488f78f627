import { describe, expect, it } from "vitest";
import { parseRetryAfter } from "./retry-after.js";

const NOW = Date.parse("2026-10-21T07:27:30Z");

describe("parseRetryAfter", () => {
  it.each([
    ["0", 0],
    ["1", 1000],
    [" 120 ", 120_000],
    ["Wed, 21 Oct 2026 07:28:00 GMT", 30_000],
    ["Wed, 21 Oct 2026 07:27:00 GMT", 0],
    [null, undefined],
    [undefined, undefined],
    ["", undefined],
    ["soon", undefined],
    ["-5", undefined],
    ["1.5", undefined],
  ])("%j → %j ms", (header, expected) => {
    expect(parseRetryAfter(header, NOW)).toBe(expected);
  });
});
