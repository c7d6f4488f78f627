import { describe, expect, it } from "vitest";
import { preferredCoding } from "./prebuilt-document.js";

describe("preferredCoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["BR", "br"],
    ["*", "br"],
    ["*;q=0.1, gzip;q=0.5", "gzip"],
    ["br;q=abc, gzip", "gzip"],
    ["gzip;q=0.8, br;q=0.8", "br"],
  ] as const)("Accept-Encoding %j answers %s", (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});
