import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_TABLE, isErrorCode } from "./error-codes.js";

describe("the error table", () => {
  it("lists the codes in their order, each with its status", () => {
    expect(ERROR_CODES.map((code) => [code, ERROR_TABLE[code].status])).toEqual([
      ["MALFORMED_REQUEST", 400],
      ["INVALID_JSON", 400],
      ["VALIDATION_ERROR", 400],
      ["UNKNOWN_TYPE", 400],
      ["INVALID_CONTENT", 400],
      ["INVALID_IMAGE", 400],
      ["BATCH_TOO_LARGE", 400],
      ["NOT_FOUND", 404],
      ["METHOD_NOT_ALLOWED", 405],
      ["REQUEST_TIMEOUT", 408],
      ["PAYLOAD_TOO_LARGE", 413],
      ["UNSUPPORTED_MEDIA_TYPE", 415],
      ["RATE_LIMITED", 429],
      ["HEADERS_TOO_LARGE", 431],
      ["INTERNAL_ERROR", 500],
      ["OVERLOADED", 503],
      ["STORAGE_UNAVAILABLE", 503],
    ]);
  });

  it("says when each happens, as a sentence", () => {
    for (const code of ERROR_CODES) expect(ERROR_TABLE[code].when).toMatch(/^[A-Z`].*\.$/);
  });

  it.each([
    ["RATE_LIMITED", true],
    ["rate_limited", false],
    ["TEAPOT", false],
    ["toString", false],
    [429, false],
    [undefined, false],
  ])("isErrorCode(%j) is %s", (value, known) => {
    expect(isErrorCode(value)).toBe(known);
  });
});
