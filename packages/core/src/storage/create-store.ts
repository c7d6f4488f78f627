import { isQrbarError, QrbarError } from "../errors/qrbar-error.js";
import type { CodeStorage } from "./code-storage.js";
import { CodeStore, type CodeStoreOptions } from "./code-store.js";
import { DEFAULT_STORAGE_URL, parseStorageUrl, STORAGE_BACKENDS } from "./storage-backends.js";
import { describeStorageFault, redactStorageUrl } from "./storage-fault.js";
import { storageUrlError } from "./storage-url-error.js";

export { DEFAULT_STORAGE_URL } from "./storage-backends.js";

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
  const storage = await openStorage(storageUrl, options);
  try {
    return new CodeStore(storage, options);
  } catch (error) {
    await storage.close?.();
    throw error;
  }
}

/**
 * The {@link CodeStorage} a storage URL names, unconnected: what {@link createStore} keeps codes in.
 * For a test or a wrapper that needs the storage itself. Throws as `createStore` does.
 *
 * @example
 * ```ts
 * const storage = await openStorage("sqlite://.data/qrbar.sqlite");
 * ```
 */
export async function openStorage(storageUrl: string, options: CodeStoreOptions = {}): Promise<CodeStorage> {
  const url = parseStorageUrl(storageUrl);
  const backend = STORAGE_BACKENDS[url.protocol];
  if (!backend) {
    throw storageUrlError(
      `scheme '${url.protocol}' is not supported; use one of ${Object.keys(STORAGE_BACKENDS)
        .map((s) => `${s}//`)
        .join(", ")}`,
    );
  }
  return backend.openStore(url, storageUrl, options);
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
