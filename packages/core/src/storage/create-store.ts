import Keyv from "keyv";
import { isQrbarError, QrbarError } from "../errors/qrbar-error.js";
import { CodeStore, type CodeStoreOptions } from "./code-store.js";
import { MemoryAdapter } from "./memory-adapter.js";
import { SqliteAdapter } from "./sqlite-adapter.js";
import { describeStorageFault, redactStorageUrl } from "./storage-fault.js";
import { storageUrlError } from "./storage-url-error.js";

/** The embedded default: a SQLite file under the working directory. */
export const DEFAULT_STORAGE_URL = "sqlite://.data/qrbar.sqlite";

type Driver = (url: URL, raw: string, options: CodeStoreOptions) => Promise<Keyv>;

// Server back-ends load their client libraries only when their scheme is used.
const redis: Driver = async (url, _raw, options) => (await import("./redis-adapter.js")).openRedis(url, options);
const postgres: Driver = async (url, _raw, options) =>
  (await import("./postgres-adapter.js")).openPostgres(url, options);

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

/**
 * {@link createStore}, then one read to prove the store answers: for a server's start, which should
 * fail at once and say why rather than serve `503`s. Throws a `STORAGE_UNAVAILABLE` error whose message
 * is one sentence naming `STORAGE_URL` (its password hidden) and the cause: "STORAGE_URL
 * redis://127.0.0.1:6379/99 cannot be used: ERR DB index is out of range". A URL that breaks a rule
 * is the `VALIDATION_ERROR` of `createStore`. Takes at most the store's timeout (default 2 s).
 *
 * @example
 * ```ts
 * const store = await openStore(process.env.STORAGE_URL, { retentionDays: 30 });
 * ```
 */
export async function openStore(
  storageUrl: string = DEFAULT_STORAGE_URL,
  options: CodeStoreOptions = {},
): Promise<CodeStore> {
  const unusable = (error: unknown) =>
    new QrbarError(
      "STORAGE_UNAVAILABLE",
      `STORAGE_URL ${redactStorageUrl(storageUrl)} cannot be used: ${describeStorageFault(error)}`,
      { cause: error },
    );
  let store: CodeStore;
  try {
    store = await createStore(storageUrl, options);
  } catch (error) {
    if (isQrbarError(error)) throw error;
    throw unusable(error);
  }
  try {
    await store.check();
  } catch (error) {
    await store.close().catch(() => {});
    throw unusable(error);
  }
  return store;
}
