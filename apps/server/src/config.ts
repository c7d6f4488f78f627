import { availableParallelism } from "node:os";
<<<<<<< HEAD
import { DEFAULT_MAX_CODE_BYTES, DEFAULT_STORAGE_URL } from "@qrbar/core";
import { DEFAULT_MAX_SCAN_COST_BYTES, DEFAULT_TASK_DEADLINE_MS } from "@qrbar/core/service";
=======
import {
  DEFAULT_MAX_CODE_BYTES,
  DEFAULT_MAX_SCAN_COST_BYTES,
  DEFAULT_STORAGE_URL,
  DEFAULT_TASK_DEADLINE_MS,
  type LibrarySetting,
} from "@qrbar/core";
>>>>>>> work/house
import { DEFAULT_IPV6_CLIENT_PREFIX } from "./plugins/client-key.js";

/** Everything the server reads from its environment, validated. */
export interface ServerConfig {
  /** Port to listen on (`PORT`, default 3000). */
  readonly port: number;
  /** Address to bind (`HOST`, default 0.0.0.0). */
  readonly host: string;
  /** Storage back-end (`STORAGE_URL`, default the embedded SQLite file). */
  readonly storageUrl: string;
  /** Days codes are kept (`RETENTION_DAYS`, default 30). */
  readonly retentionDays: number;
  /** Origin for absolute links such as `api_docs` (`PUBLIC_BASE_URL`); else taken from the request. */
  readonly publicBaseUrl: string | undefined;
  /** Whether to believe `X-Forwarded-*` headers (`TRUST_PROXY`). */
  readonly trustProxy: boolean;
  /** Bits of an IPv6 address that name one client for every budget (`IPV6_CLIENT_PREFIX`, 1..128; default 64). */
  readonly ipv6ClientPrefix: number;
  /** Log level (`LOG_LEVEL`, default info). */
  readonly logLevel: string;
  /** Requests per client per window (`RATE_LIMIT_MAX`, default 1000). */
  readonly rateLimitMax: number;
  /** Length of the rate-limit window in milliseconds (`RATE_LIMIT_WINDOW`, default 1 hour). */
  readonly rateLimitWindowMs: number;
  /** Requests per client per minute to the documents: reference, docs page, `/llms.txt`, playground (`DOCUMENT_RATE_LIMIT_MAX`, default 120). */
  readonly documentRateLimitMax: number;
  /** Bytes of images one client may store per window (`STORE_BYTES_MAX`, default 30 MB: under 1 GB stored a day). */
  readonly storeBytesMax: number;
  /** Length of the stored-bytes window in milliseconds (`STORE_BYTES_WINDOW`, default 1 hour). */
  readonly storeBytesWindowMs: number;
  /** Most bytes one stored code may have (`STORE_CODE_MAX_BYTES`, default 12 MB or `STORE_BYTES_MAX` if smaller; at most that). */
  readonly storeCodeMaxBytes: number;
  /** Server processes sharing the port (`WORKERS`: a number, or `auto` for one per core; default 1). */
  readonly workers: number;
  /** Scanning worker threads (`SCAN_THREADS`, 0..64; default one per core but one, at least 1; 0 scans on the event loop, for measurements only). */
  readonly scanThreads: number | undefined;
  /** Scans that may wait for a thread before `503 OVERLOADED` (`SCAN_QUEUE`, 0..10000; default 4 per thread). */
  readonly scanQueue: number | undefined;
  /** Time a client has to send a request's headers, in ms (`HEADERS_TIMEOUT`, default 10 s). */
  readonly headersTimeoutMs: number;
  /** Time a client has to send a whole request, headers and body, in ms (`REQUEST_TIMEOUT`, default 60 s). */
  readonly requestTimeoutMs: number;
  /** Time an idle keep-alive connection stays open, in ms (`KEEPALIVE_TIMEOUT`, default 72 s). */
  readonly keepAliveTimeoutMs: number;
  /** Open connections per process; more are closed at once (`MAX_CONNECTIONS`, default 1000). */
  readonly maxConnections: number;
  /** Time in-flight requests get after SIGTERM before the process exits 1, in ms (`SHUTDOWN_TIMEOUT`, default 25 s). */
  readonly shutdownTimeoutMs: number;
  /** Scans one client may have running or waiting (`SCAN_CLIENT_SLOTS`, 1..10064; default half of threads plus queue, at least 1). */
  readonly scanClientSlots: number | undefined;
  /** Most decoded bytes one scan may cost (`SCAN_MAX_DECODED_MB`, in MiB, 16..65536; default 512). */
  readonly scanMaxCostBytes: number;
  /** Time one scan may run on its thread before the thread is replaced, in ms (`SCAN_DEADLINE`, default 30 s). */
  readonly scanDeadlineMs: number;
  /** Heavy codes one client may have generating or waiting (`GENERATION_CLIENT_SLOTS`, 1..10064; default half of the generation pool's threads plus queue, at least 1). */
  readonly generationClientSlots: number | undefined;
  /** Labels one client may have drawing or waiting (`LABEL_CLIENT_SLOTS`, 1..10064; default half of the label pool's threads plus queue, at least 1). */
  readonly labelClientSlots: number | undefined;
  /** Time one heavy code or label may run on its thread before the thread is replaced, in ms (`TASK_DEADLINE`, default 30 s). */
  readonly taskDeadlineMs: number;
  /** Port of the Prometheus metrics listener (`METRICS_PORT`; unset: no metrics). */
  readonly metricsPort: number | undefined;
  /** Address the metrics listener binds (`METRICS_HOST`, default 127.0.0.1: this machine only). */
  readonly metricsHost: string;
}

/** A bad setting, with a message naming the variable and what it accepts. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got '${raw}'`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? "").trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(raw)) return false;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  throw new ConfigError(`${name} must be true or false; got '${env[name]}'`);
}

function origin(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("scheme");
    return url.href.replace(/\/+$/, "");
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL such as https://qr.example.com; got '${raw}'`);
  }
}

const DURATION_UNITS: Record<string, number> = {
  "": 1000,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** `90000` as `90s`, `3600000` as `1h`: the largest unit that divides it. */
function formatDuration(ms: number): string {
  const [unit = "ms", size = 1] =
    Object.entries(DURATION_UNITS)
      .filter(([unit, size]) => unit !== "" && ms % size === 0)
      .sort(([, a], [, b]) => b - a)[0] ?? [];
  return `${ms / size}${unit}`;
}

/**
 * A duration: whole seconds (`3600`) or a number with a unit `ms`, `s`, `m`, `h` or `d` (`1h`,
 * `15m`, `500ms`), from `minMs` to `maxMs`.
 */
function duration(
  env: NodeJS.ProcessEnv,
  name: string,
  fallbackMs: number,
  minMs = 1000,
  maxMs = 30 * 86_400_000,
): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallbackMs;
  const match = /^(\d+)\s*(ms|[smhd]?)$/i.exec(raw.trim());
  const ms = match ? Number(match[1]) * (DURATION_UNITS[(match[2] ?? "").toLowerCase()] ?? 0) : 0;
  if (ms < minMs || ms > maxMs) {
    throw new ConfigError(
      `${name} must be a duration from ${formatDuration(minMs)} to ${formatDuration(maxMs)} (whole seconds, or with ms, s, m, h or d), such as ${formatDuration(fallbackMs)}; got '${raw}'`,
    );
  }
  return ms;
}

const SIZE_UNITS: Record<string, number> = {
  "": 1,
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1_048_576,
  gib: 1_073_741_824,
};

/**
 * A size in bytes: whole bytes (`30000000`) or a whole number with a unit, decimal (`KB`, `MB`, `GB`)
 * or binary (`KiB`, `MiB`, `GiB`), any case (`30MB`, `512 KiB`), from `min` to `max` bytes.
 */
function byteSize(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const match = /^(\d+)\s*([kmg]i?b|b)?$/i.exec(raw.trim());
  const bytes = match ? Number(match[1]) * (SIZE_UNITS[(match[2] ?? "").toLowerCase()] ?? 0) : 0;
  if (bytes < min || bytes > max) {
    throw new ConfigError(
      `${name} must be a size from ${min} to ${max} bytes (whole bytes, or with KB, MB, GB, KiB, MiB or GiB), such as ${fallback / 1e6}MB; got '${raw}'`,
    );
  }
  return bytes;
}

/** Default bytes of images one client may store per window: 30 MB an hour, 720 MB a day, under 1 GB stored as base64. */
const DEFAULT_STORE_BYTES_MAX = 30_000_000;

/**
 * The environment variable each library setting the server passes on is read from: where an error that
 * names the setting sends an operator.
 */
export const SETTING_VARIABLES = {
  maxCodeBytes: "STORE_CODE_MAX_BYTES",
} as const satisfies Record<LibrarySetting, string>;

/**
 * The stored-bytes budget and the cap on one code (see docs/public-service.md). The cap defaults to
 * 12 MB, or to the budget when that is smaller; a cap set above the budget would make the largest codes
 * impossible to store, so it is refused naming both.
 */
function storedBytes(env: NodeJS.ProcessEnv) {
  const storeBytesMax = byteSize(env, "STORE_BYTES_MAX", DEFAULT_STORE_BYTES_MAX, 1000, 1e12);
  const defaultCap = Math.min(DEFAULT_MAX_CODE_BYTES, storeBytesMax);
  const codeMax = SETTING_VARIABLES.maxCodeBytes;
  const storeCodeMaxBytes = byteSize(env, codeMax, defaultCap, 1000, 1e9);
  if (storeCodeMaxBytes > storeBytesMax) {
    throw new ConfigError(
      `${codeMax} must not be larger than STORE_BYTES_MAX (${storeBytesMax} bytes), or no code of that size could be stored; got '${env[codeMax]}'`,
    );
  }
  return { storeBytesMax, storeBytesWindowMs: duration(env, "STORE_BYTES_WINDOW", 3_600_000), storeCodeMaxBytes };
}

/** Time limits of a connection's phases (see docs/public-service.md); each bad value names its variable. */
function connectionLimits(env: NodeJS.ProcessEnv) {
  const headersTimeoutMs = duration(env, "HEADERS_TIMEOUT", 10_000, 100, 600_000);
  const requestTimeoutMs = duration(env, "REQUEST_TIMEOUT", 60_000, 100, 3_600_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT (${formatDuration(requestTimeoutMs)}); got '${env.HEADERS_TIMEOUT}'`,
    );
  }
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: duration(env, "KEEPALIVE_TIMEOUT", 72_000, 100, 3_600_000),
    maxConnections: integer(env, "MAX_CONNECTIONS", 1000, 1, 1_000_000),
    shutdownTimeoutMs: duration(env, "SHUTDOWN_TIMEOUT", 25_000, 100, 3_600_000),
  };
}

/** A client's share of a pool (`*_CLIENT_SLOTS`): unset for the pool's default, half of its places. */
const clientSlots = (env: NodeJS.ProcessEnv, name: string) =>
  env[name] ? integer(env, name, 1, 1, 10_064) : undefined;

/** Storage URLs whose codes live in the process: `memory://`, and SQLite without a file. */
const PER_PROCESS_STORE = /^(?:memory:|sqlite:(?:\/\/)?(?::memory:)?(?:\?|$))/i;

/** Most worker processes `WORKERS` accepts. */
const MAX_WORKERS = 256;

/** `WORKERS`: 1 (default), a number, or `auto` (one per core); several need a store they can share. */
function workers(env: NodeJS.ProcessEnv, storageUrl: string): number {
  const raw = (env.WORKERS ?? "").trim().toLowerCase();
  const count = raw === "auto" ? availableParallelism() : /^\d*$/.test(raw) ? Number(raw || 1) : Number.NaN;
  if (!(count >= 1 && count <= MAX_WORKERS)) {
    throw new ConfigError(`WORKERS must be auto or a whole number from 1 to ${MAX_WORKERS}; got '${env.WORKERS}'`);
  }
  if (count > 1 && PER_PROCESS_STORE.test(storageUrl)) {
    throw new ConfigError(
      "WORKERS above 1 needs a store the workers share (a sqlite:// file, redis://, postgres://); memory:// and an in-memory SQLite keep codes in each process",
    );
  }
  return count;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * Reads and validates the server's settings; throws a {@link ConfigError} naming a bad variable.
 *
 * @example
 * ```ts
 * const config = loadConfig({ PORT: "8080", STORAGE_URL: "memory://" });
 * ```
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = (env.LOG_LEVEL ?? "info").toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}; got '${env.LOG_LEVEL}'`);
  }
  const storageUrl = env.STORAGE_URL || DEFAULT_STORAGE_URL;
  return {
    port: integer(env, "PORT", 3000, 0, 65535),
    host: env.HOST || "0.0.0.0",
    storageUrl,
    retentionDays: integer(env, "RETENTION_DAYS", 30, 1, 36500),
    publicBaseUrl: origin(env, "PUBLIC_BASE_URL"),
    trustProxy: flag(env, "TRUST_PROXY"),
    ipv6ClientPrefix: integer(env, "IPV6_CLIENT_PREFIX", DEFAULT_IPV6_CLIENT_PREFIX, 1, 128),
    logLevel,
    rateLimitMax: integer(env, "RATE_LIMIT_MAX", 1000, 1, 10_000_000),
    rateLimitWindowMs: duration(env, "RATE_LIMIT_WINDOW", 3_600_000),
    documentRateLimitMax: integer(env, "DOCUMENT_RATE_LIMIT_MAX", 120, 1, 10_000_000),
    ...storedBytes(env),
    workers: workers(env, storageUrl),
    scanThreads: env.SCAN_THREADS ? integer(env, "SCAN_THREADS", 0, 0, 64) : undefined,
    scanQueue: env.SCAN_QUEUE ? integer(env, "SCAN_QUEUE", 0, 0, 10_000) : undefined,
    ...connectionLimits(env),
    scanClientSlots: clientSlots(env, "SCAN_CLIENT_SLOTS"),
    scanMaxCostBytes:
      integer(env, "SCAN_MAX_DECODED_MB", DEFAULT_MAX_SCAN_COST_BYTES / 1_048_576, 16, 65_536) * 1_048_576,
    scanDeadlineMs: duration(env, "SCAN_DEADLINE", DEFAULT_TASK_DEADLINE_MS, 100, 3_600_000),
    generationClientSlots: clientSlots(env, "GENERATION_CLIENT_SLOTS"),
    labelClientSlots: clientSlots(env, "LABEL_CLIENT_SLOTS"),
    taskDeadlineMs: duration(env, "TASK_DEADLINE", DEFAULT_TASK_DEADLINE_MS, 100, 3_600_000),
    metricsPort: env.METRICS_PORT ? integer(env, "METRICS_PORT", 0, 0, 65535) : undefined,
    metricsHost: env.METRICS_HOST || "127.0.0.1",
  };
}
