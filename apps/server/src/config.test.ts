import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("loadConfig", () => {
  it.each([
    ["3600", 3_600_000],
    ["90s", 90_000],
    ["15m", 900_000],
    ["1h", 3_600_000],
    ["2D", 172_800_000],
  ])("reads RATE_LIMIT_WINDOW %j as %i ms", (raw, ms) => {
    expect(loadConfig({ RATE_LIMIT_WINDOW: raw }).rateLimitWindowMs).toBe(ms);
  });

  it("has embedded defaults", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      storageUrl: "sqlite://.data/qrbar.sqlite",
      retentionDays: 30,
      publicBaseUrl: undefined,
      trustProxy: false,
      ipv6ClientPrefix: 64,
      logLevel: "info",
      rateLimitMax: 1000,
      rateLimitWindowMs: 3_600_000,
      documentRateLimitMax: 120,
      storeBytesMax: 30_000_000,
      storeBytesWindowMs: 3_600_000,
      storeCodeMaxBytes: 12_000_000,
      workers: 1,
      scanThreads: undefined,
      scanQueue: undefined,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 1000,
      shutdownTimeoutMs: 25_000,
      scanClientSlots: undefined,
      scanMaxCostBytes: 512 * 1_048_576,
      scanDeadlineMs: 30_000,
      generationClientSlots: undefined,
      labelClientSlots: undefined,
      taskDeadlineMs: 30_000,
      metricsPort: undefined,
      metricsHost: "127.0.0.1",
    });
  });

  it("reads the scan cost limit and a client's share of the scan pool", () => {
    expect(loadConfig({ SCAN_MAX_DECODED_MB: "64", SCAN_CLIENT_SLOTS: "3" })).toMatchObject({
      scanMaxCostBytes: 64 * 1_048_576,
      scanClientSlots: 3,
    });
    expect(() => loadConfig({ SCAN_MAX_DECODED_MB: "8" })).toThrow(
      "SCAN_MAX_DECODED_MB must be a whole number from 16 to 65536; got '8'",
    );
    expect(() => loadConfig({ SCAN_CLIENT_SLOTS: "0" })).toThrow(
      "SCAN_CLIENT_SLOTS must be a whole number from 1 to 10064; got '0'",
    );
  });

  it("reads each pool's share of one client and the deadlines of its tasks", () => {
    expect(
      loadConfig({ GENERATION_CLIENT_SLOTS: "4", LABEL_CLIENT_SLOTS: "2", TASK_DEADLINE: "10s", SCAN_DEADLINE: "1m" }),
    ).toMatchObject({ generationClientSlots: 4, labelClientSlots: 2, taskDeadlineMs: 10_000, scanDeadlineMs: 60_000 });
  });

  it.each([
    ["30000000", 30_000_000],
    ["30MB", 30_000_000],
    ["40 mb", 40_000_000],
    ["1GB", 1_000_000_000],
    ["512KiB", 524_288],
    ["64MiB", 67_108_864],
    ["2GiB", 2_147_483_648],
    ["90000000b", 90_000_000],
  ])("reads STORE_BYTES_MAX %j as %i bytes", (raw, bytes) => {
    expect(loadConfig({ STORE_BYTES_MAX: raw }).storeBytesMax).toBe(bytes);
  });

  it("reads the stored-bytes window and the cap on one code, which defaults to the budget when that is smaller", () => {
    expect(loadConfig({ STORE_BYTES_WINDOW: "1d", STORE_CODE_MAX_BYTES: "8MB" })).toMatchObject({
      storeBytesWindowMs: 86_400_000,
      storeCodeMaxBytes: 8_000_000,
      storeBytesMax: 30_000_000,
    });
    expect(loadConfig({ STORE_BYTES_MAX: "5MB" })).toMatchObject({
      storeBytesMax: 5_000_000,
      storeCodeMaxBytes: 5_000_000,
    });
  });

  it("reads the scan pool's size", () => {
    expect(loadConfig({ SCAN_THREADS: "0", SCAN_QUEUE: "16" })).toMatchObject({ scanThreads: 0, scanQueue: 16 });
    expect(() => loadConfig({ SCAN_THREADS: "many" })).toThrow(
      "SCAN_THREADS must be a whole number from 0 to 64; got 'many'",
    );
  });

  it("reads the connection limits in any unit", () => {
    expect(
      loadConfig({
        HEADERS_TIMEOUT: "500ms",
        REQUEST_TIMEOUT: "2m",
        KEEPALIVE_TIMEOUT: "5",
        MAX_CONNECTIONS: "64",
        SHUTDOWN_TIMEOUT: "1500MS",
      }),
    ).toMatchObject({
      headersTimeoutMs: 500,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 5000,
      maxConnections: 64,
      shutdownTimeoutMs: 1500,
    });
  });

  it.each([
    [{}, 1],
    [{ WORKERS: "2" }, 2],
    [{ WORKERS: " 4 " }, 4],
    [{ WORKERS: "auto" }, availableParallelism()],
    [{ WORKERS: "AUTO", STORAGE_URL: "redis://127.0.0.1:6379/0" }, availableParallelism()],
    [{ WORKERS: "1", STORAGE_URL: "memory://" }, 1],
  ])("reads WORKERS from %j as %i", (env, workers) => {
    expect(loadConfig(env).workers).toBe(workers);
  });

  it.each([
    [{ PORT: "http" }, "PORT must be a whole number from 0 to 65535; got 'http'"],
    [{ PORT: "70000" }, "PORT must be a whole number from 0 to 65535; got '70000'"],
    [{ RETENTION_DAYS: "0" }, "RETENTION_DAYS must be a whole number from 1 to 36500; got '0'"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY must be true or false; got 'maybe'"],
    [{ IPV6_CLIENT_PREFIX: "0" }, "IPV6_CLIENT_PREFIX must be a whole number from 1 to 128; got '0'"],
    [{ PUBLIC_BASE_URL: "qr.example.com" }, "PUBLIC_BASE_URL must be an http(s) URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
    [{ RATE_LIMIT_MAX: "0" }, "RATE_LIMIT_MAX must be a whole number from 1 to 10000000; got '0'"],
    [{ RATE_LIMIT_WINDOW: "1 fortnight" }, "RATE_LIMIT_WINDOW must be a duration from 1s to 30d"],
    [{ RATE_LIMIT_WINDOW: "0" }, "RATE_LIMIT_WINDOW must be a duration from 1s to 30d"],
    [{ DOCUMENT_RATE_LIMIT_MAX: "0" }, "DOCUMENT_RATE_LIMIT_MAX must be a whole number from 1 to 10000000; got '0'"],
    [{ WORKERS: "0" }, "WORKERS must be auto or a whole number from 1 to 256; got '0'"],
    [{ WORKERS: "257" }, "WORKERS must be auto or a whole number from 1 to 256; got '257'"],
    [{ WORKERS: "two" }, "WORKERS must be auto or a whole number from 1 to 256; got 'two'"],
    [{ WORKERS: "1.5" }, "WORKERS must be auto or a whole number from 1 to 256; got '1.5'"],
    [{ WORKERS: "2", STORAGE_URL: "memory://" }, "WORKERS above 1 needs a store the workers share"],
    [{ WORKERS: "2", STORAGE_URL: "sqlite://" }, "WORKERS above 1 needs a store the workers share"],
    [{ WORKERS: "2", STORAGE_URL: "sqlite://:memory:" }, "WORKERS above 1 needs a store the workers share"],
    [{ HEADERS_TIMEOUT: "0" }, "HEADERS_TIMEOUT must be a duration from 100ms to 10m"],
    [{ HEADERS_TIMEOUT: "1h" }, "HEADERS_TIMEOUT must be a duration from 100ms to 10m"],
    [
      { HEADERS_TIMEOUT: "90s", REQUEST_TIMEOUT: "30s" },
      "HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT (30s)",
    ],
    [{ REQUEST_TIMEOUT: "soon" }, "REQUEST_TIMEOUT must be a duration from 100ms to 1h"],
    [{ KEEPALIVE_TIMEOUT: "-1" }, "KEEPALIVE_TIMEOUT must be a duration from 100ms to 1h"],
    [{ SHUTDOWN_TIMEOUT: "2d" }, "SHUTDOWN_TIMEOUT must be a duration from 100ms to 1h"],
    [{ MAX_CONNECTIONS: "0" }, "MAX_CONNECTIONS must be a whole number from 1 to 1000000; got '0'"],
    [{ GENERATION_CLIENT_SLOTS: "0" }, "GENERATION_CLIENT_SLOTS must be a whole number from 1 to 10064; got '0'"],
    [{ LABEL_CLIENT_SLOTS: "half" }, "LABEL_CLIENT_SLOTS must be a whole number from 1 to 10064; got 'half'"],
    [{ TASK_DEADLINE: "0" }, "TASK_DEADLINE must be a duration from 100ms to 1h"],
    [{ SCAN_DEADLINE: "2h" }, "SCAN_DEADLINE must be a duration from 100ms to 1h"],
    [
      { STORE_BYTES_MAX: "lots" },
      "STORE_BYTES_MAX must be a size from 1000 to 1000000000000 bytes (whole bytes, or with KB, MB, GB, KiB, MiB or GiB), such as 30MB; got 'lots'",
    ],
    [{ STORE_BYTES_MAX: "2TB" }, "STORE_BYTES_MAX must be a size from 1000 to 1000000000000 bytes"],
    [{ STORE_BYTES_MAX: "1.5MB" }, "STORE_BYTES_MAX must be a size"],
    [{ STORE_CODE_MAX_BYTES: "999" }, "STORE_CODE_MAX_BYTES must be a size from 1000 to 1000000000 bytes"],
    [{ STORE_BYTES_WINDOW: "0" }, "STORE_BYTES_WINDOW must be a duration from 1s to 30d"],
    [
      { STORE_BYTES_MAX: "10MB", STORE_CODE_MAX_BYTES: "12MB" },
      "STORE_CODE_MAX_BYTES must not be larger than STORE_BYTES_MAX (10000000 bytes), or no code of that size could be stored; got '12MB'",
    ],
    [{ STORE_CODE_MAX_BYTES: "40MB" }, "STORE_CODE_MAX_BYTES must not be larger than STORE_BYTES_MAX (30000000 bytes)"],
  ])("refuses %j with a message naming it", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
