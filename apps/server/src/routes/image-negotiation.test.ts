import { describe, expect, it } from "vitest";
import { ifNoneMatchHits, prefersImage } from "./image-negotiation.js";

describe("prefersImage", () => {
  it.each([
    ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", true],
    ["image/png", true],
    ["image/*;q=0.9, application/json;q=0.5", true],
    ["application/json, image/png;q=0.5", false],
    ["image/png, application/json", false],
    ["*/*", false],
    ["application/json", false],
    ["text/html", false],
    ["image/png;q=0", false],
    ["", false],
    [undefined, false],
  ])("%j: %s", (accept, expected) => {
    expect(prefersImage(accept)).toBe(expected);
  });
});

describe("ifNoneMatchHits", () => {
  it.each([
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ["*", true],
    ['"abd"', false],
    [undefined, false],
  ])("%j: %s", (header, expected) => {
    expect(ifNoneMatchHits(header, '"abc"')).toBe(expected);
  });
});
