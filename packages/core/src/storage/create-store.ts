import Keyv from "keyv";
import { importOptional } from "../errors/optional-dependency.js";
import { CodeStore, type CodeStoreOptions } from "./code-store.js";
import { MemoryAdapter } from "./memory-adapter.js";
import { SqliteAdapter } from "./sqlite-adapter.js";
import { storageUrlError } from "./storage-url-error.js";

/** The embedded default: a SQLite file under the working directory. */
export const DEFAULT_STORAGE_URL = "sqlite://.data/qrbar.sqlite";

/** The optional packages a redis:// store loads. */
export const REDIS_PACKAGES = { feature: "a redis:// store", packages: ["@keyv/redis"] } as const;

/** The optional packages a postgres:// store loads. */
export const POSTGRES_PACKAGES = { feature: "a postgres:// store", packages: ["pg", "@keyv/postgres"] } as const;

type Driver = (url: URL, raw: string, options: CodeStoreOptions) => Promise<Keyv>;

// Server back-ends load their client libraries only when their scheme is used.
const redis: Driver = async (url, _raw, options) =>
  (await importOptional(() => import("./redis-adapter.js"), REDIS_PACKAGES)).openRedis(url, options);
const postgres: Driver = async (url, _raw, options) =>
  (await importOptional(() => import("./postgres-adapter.js"), POSTGRES_PACKAGES)).openPostgres(url, options);

/** One entry per URL scheme; adding a back-end is adding a row. Every store built here is insert-only. */
const DRIVERS: Record<string, Driver> = {
  "memory:": async () => new Keyv({ store: new MemoryAdapter({ insertOnly: true }) }),
  "sqlite:": async (url, raw) =>
    new Keyv({
      store: new SqliteAdapter({
        path: decodeURIComponent(raw.replace(/^sqlite:(\/\/)?/, "").replace(/\?.*$/, "")) || ":memory:",
        sync: url.searchParams.get("sync") === "full" ? "full" : "normal",
        insertOnly: true,
      }),
    }),
  "redis:": redis,
  "rediss:": redis,
  "postgres:": postgres,
  "postgresql:": postgres,
};

/**
 * Builds a {@link CodeStore} from a storage URL: `memory://` (tests), `sqlite://<path>` (embedded,
 * durable; `?sync=full` to fsync each write), `redis://` / `rediss://` (`?prefix=`), `postgres://` /
 * `postgresql://` (`?schema=&table=`). Nothing connects until the first operation, so a server that is
 * down at start makes operations `STORAGE_UNAVAILABLE` until it is up, not a failed start. Throws a
 * `VALIDATION_ERROR` naming the rule for a URL it cannot use.
 *
 * @example
 * ```ts
 * const store = await createStore("redis://127.0.0.1:6379/0", { retentionDays: 30 });
 * ```
 */
export async function createStore(
  storageUrl: string = DEFAULT_STORAGE_URL,
  options: CodeStoreOptions = {},
): Promise<CodeStore> {
  let url: URL;
  try {
    url = new URL(storageUrl);
  } catch {
    throw storageUrlError(`is not a URL; use e.g. ${DEFAULT_STORAGE_URL}`);
  }
  const driver = DRIVERS[url.protocol];
  if (!driver) {
    throw storageUrlError(
      `scheme '${url.protocol}' is not supported; use one of ${Object.keys(DRIVERS)
        .map((s) => `${s}//`)
        .join(", ")}`,
    );
  }
  return new CodeStore(await driver(url, storageUrl, options), options);
}
