import { ERROR_CODES } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError, QrbarClientError, TimeoutError, UNKNOWN_ERROR } from "./errors.js";

describe("client errors", () => {
  it.each(ERROR_CODES)("keeps the contract's code %s as it is", (code) => {
    const error = new ApiError({ status: 400, body: { success: false, error: "bad", code } });
    expect(error.code).toBe(code);
    expect(error.rawCode).toBe(code);
    expect(error.message).toBe(`400 ${code}: bad`);
  });

  it.each([
    ["a code the contract lacks", "TEAPOT", "TEAPOT"],
    ["a code of another case", "rate_limited", "rate_limited"],
    ["a non-string code", 418, undefined],
    ["a prototype key", "constructor", "constructor"],
  ])("maps %s to UNKNOWN_ERROR and keeps the raw code", (_name, raw, rawCode) => {
    const body = { success: false, error: "no", code: raw } as unknown as ConstructorParameters<
      typeof ApiError
    >[0]["body"];
    const error = new ApiError({ status: 418, body });
    expect(error.code).toBe(UNKNOWN_ERROR);
    expect(error.rawCode).toBe(rawCode);
    expect(error.message).toBe(`418 ${String(raw)}: no`);
  });

  it("reads a body without a code as INTERNAL_ERROR, as before", () => {
    const error = new ApiError({ status: 502, body: {} });
    expect([error.code, error.rawCode, error.error]).toEqual(["INTERNAL_ERROR", undefined, "HTTP 502"]);
  });

  it("gives every client error one base class, each keeping its name", () => {
    const errors = [new ApiError({ status: 500, body: {} }), new NetworkError("refused"), new TimeoutError(5)];
    for (const error of errors) expect(error).toBeInstanceOf(QrbarClientError);
    expect(errors.map((error) => error.name)).toEqual(["ApiError", "NetworkError", "TimeoutError"]);
  });
});
