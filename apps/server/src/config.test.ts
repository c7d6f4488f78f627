import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("has embedded defaults", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      storageUrl: "sqlite://.data/qrbar.sqlite",
      retentionDays: 30,
      publicBaseUrl: undefined,
      trustProxy: false,
      logLevel: "info",
    });
  });

  it.each([
    [{ PORT: "http" }, "PORT must be a whole number from 0 to 65535; got 'http'"],
    [{ PORT: "70000" }, "PORT must be a whole number from 0 to 65535; got '70000'"],
    [{ RETENTION_DAYS: "0" }, "RETENTION_DAYS must be a whole number from 1 to 36500; got '0'"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY must be true or false; got 'maybe'"],
    [{ PUBLIC_BASE_URL: "qr.example.com" }, "PUBLIC_BASE_URL must be an http(s) URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
  ])("refuses %j with a message naming it", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
