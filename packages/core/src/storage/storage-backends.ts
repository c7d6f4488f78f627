import { requireInstalled } from "../errors/optional-dependency.js";
import { OPTIONAL_FEATURES } from "../errors/optional-features.js";
import type { WindowCounter } from "../rate-limit/window-counter.js";
import type { CodeStorage } from "./code-storage.js";
import type { CodeStoreOptions } from "./code-store.js";
import { MemoryAdapter } from "./memory-adapter.js";
import { SqliteAdapter } from "./sqlite-adapter.js";
import { storageUrlError } from "./storage-url-error.js";

/** The embedded default: a SQLite file under the working directory. */
export const DEFAULT_STORAGE_URL = "sqlite://.data/qrbar.sqlite";

/** A server a back-end's tests run against: the variable that names it, else the local default. */
export interface TestServer {
  readonly variable: string;
  readonly fallback: string;
}

/** Everything qrbar knows of one `STORAGE_URL` scheme. */
export interface StorageBackend {
  /** The storage the code store keeps codes in. */
  readonly openStore: (url: URL, raw: string, options: CodeStoreOptions) => Promise<CodeStorage>;
  /** A rate-limit counter several instances share; absent: each process counts for itself. */
  readonly openCounter?: (url: URL, options: CodeStoreOptions) => Promise<WindowCounter>;
  /** The server's port when the URL names none. */
  readonly defaultPort?: number;
  /** Where this back-end's tests find a server. */
  readonly testServer?: TestServer;
}

// Server back-ends load their client libraries only when their scheme is used, after checking that every
// package of the back-end is installed.
const redis: StorageBackend = {
  openStore: async (url, _raw, options) => {
    requireInstalled(OPTIONAL_FEATURES.redisStore);
    return (await import("./redis-adapter.js")).openRedis(url, options);
  },
  openCounter: async (url, options) => {
    requireInstalled(OPTIONAL_FEATURES.redisStore);
    return (await import("../rate-limit/redis-window-counter.js")).openRedisWindowCounter(url, options);
  },
  defaultPort: 6379,
  testServer: { variable: "QRBAR_TEST_REDIS_URL", fallback: "redis://127.0.0.1:6379/0" },
};

const postgres: StorageBackend = {
  openStore: async (url, _raw, options) => {
    requireInstalled(OPTIONAL_FEATURES.postgresStore);
    return (await import("./postgres-adapter.js")).openPostgres(url, options);
  },
  openCounter: async (url, options) => {
    requireInstalled(OPTIONAL_FEATURES.postgresStore);
    return (await import("../rate-limit/postgres-window-counter.js")).openPostgresWindowCounter(url, options);
  },
  defaultPort: 5432,
  testServer: { variable: "QRBAR_TEST_POSTGRES_URL", fallback: "postgres://postgres@127.0.0.1:5432/test" },
};

/**
 * One row per `STORAGE_URL` scheme: its code store, its rate-limit counter, its default port and its test
 * server. Adding a back-end is adding a row.
 */
export const STORAGE_BACKENDS: Readonly<Record<string, StorageBackend>> = {
  "memory:": { openStore: async () => new MemoryAdapter() },
  "sqlite:": {
    openStore: async (url, raw) =>
      new SqliteAdapter({
        path: decodeURIComponent(raw.replace(/^sqlite:(\/\/)?/, "").replace(/\?.*$/, "")) || ":memory:",
        sync: url.searchParams.get("sync") === "full" ? "full" : "normal",
      }),
  },
  "redis:": redis,
  "rediss:": redis,
  "postgres:": postgres,
  "postgresql:": postgres,
};

/**
 * A storage URL parsed, or a `VALIDATION_ERROR` about `STORAGE_URL` when it is not a URL.
 *
 * @example
 * ```ts
 * STORAGE_BACKENDS[parseStorageUrl("redis://127.0.0.1/0").protocol]; // the redis: row
 * ```
 */
export function parseStorageUrl(storageUrl: string): URL {
  try {
    return new URL(storageUrl);
  } catch {
    throw storageUrlError(`is not a URL; use e.g. ${DEFAULT_STORAGE_URL}`);
  }
}
