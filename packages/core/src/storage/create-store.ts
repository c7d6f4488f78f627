import { CodeStore, type CodeStoreOptions } from "./code-store.js";
import { DEFAULT_STORAGE_URL, parseStorageUrl, STORAGE_BACKENDS } from "./storage-backends.js";
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
  const url = parseStorageUrl(storageUrl);
  const backend = STORAGE_BACKENDS[url.protocol];
  if (!backend) {
    throw storageUrlError(
      `scheme '${url.protocol}' is not supported; use one of ${Object.keys(STORAGE_BACKENDS)
        .map((s) => `${s}//`)
        .join(", ")}`,
    );
  }
  return new CodeStore(await backend.openStore(url, storageUrl, options), options);
}
