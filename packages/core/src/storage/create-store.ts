import Keyv from "keyv";
import { QrbarError } from "../errors/qrbar-error.js";
import { CodeStore, type CodeStoreOptions } from "./code-store.js";
import { SqliteAdapter } from "./sqlite-adapter.js";

/** The embedded default: a SQLite file under the working directory. */
export const DEFAULT_STORAGE_URL = "sqlite://.data/qrbar.sqlite";

type Driver = (url: URL, raw: string) => Keyv;

/** One entry per URL scheme; adding a back-end is adding a row. */
const DRIVERS: Record<string, Driver> = {
  "memory:": () => new Keyv(),
  "sqlite:": (url, raw) =>
    new Keyv({
      store: new SqliteAdapter({
        path: decodeURIComponent(raw.replace(/^sqlite:(\/\/)?/, "").replace(/\?.*$/, "")) || ":memory:",
        sync: url.searchParams.get("sync") === "full" ? "full" : "normal",
      }),
    }),
};

/**
 * Builds a {@link CodeStore} from a storage URL: `memory://` (tests), `sqlite://<path>` (embedded,
 * durable; `?sync=full` to fsync each write). Throws a clear error for an unknown scheme.
 *
 * @example
 * ```ts
 * const store = createStore("sqlite://.data/qrbar.sqlite", { retentionDays: 30 });
 * ```
 */
export function createStore(storageUrl: string = DEFAULT_STORAGE_URL, options: CodeStoreOptions = {}): CodeStore {
  let url: URL;
  try {
    url = new URL(storageUrl);
  } catch {
    throw new QrbarError(
      "VALIDATION_ERROR",
      `STORAGE_URL '${storageUrl}' is not a URL; use e.g. ${DEFAULT_STORAGE_URL}`,
    );
  }
  const driver = DRIVERS[url.protocol];
  if (!driver) {
    throw new QrbarError(
      "VALIDATION_ERROR",
      `STORAGE_URL scheme '${url.protocol}' is not supported; use one of ${Object.keys(DRIVERS)
        .map((s) => `${s}//`)
        .join(", ")}`,
    );
  }
  return new CodeStore(driver(url, storageUrl), options);
}
