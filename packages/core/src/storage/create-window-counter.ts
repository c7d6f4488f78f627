import { importOptional } from "../errors/optional-dependency.js";
import type { CodeStoreOptions } from "./code-store.js";
import { DEFAULT_STORAGE_URL, POSTGRES_PACKAGES, REDIS_PACKAGES } from "./create-store.js";
import { MemoryWindowCounter } from "./memory-window-counter.js";
import { storageUrlError } from "./storage-url-error.js";
import type { WindowCounter } from "./window-counter.js";

type Opener = (url: URL, options: CodeStoreOptions) => Promise<WindowCounter>;

// The client library loads only when its scheme is used, as for the code stores.
const redis: Opener = async (url, options) =>
  (await importOptional(() => import("./redis-window-counter.js"), REDIS_PACKAGES)).openRedisWindowCounter(
    url,
    options,
  );
const postgres: Opener = async (url, options) =>
  (await importOptional(() => import("./postgres-window-counter.js"), POSTGRES_PACKAGES)).openPostgresWindowCounter(
    url,
    options,
  );

/** Back-ends that hold shared counters, by URL scheme; every other store counts in the process. */
const SHARED_COUNTERS: Record<string, Opener> = {
  "redis:": redis,
  "rediss:": redis,
  "postgres:": postgres,
  "postgresql:": postgres,
};

/**
 * The {@link WindowCounter} that goes with a storage URL: for the stores several instances share, a
 * shared one next to the codes: `redis://` / `rediss://` (keys `<prefix>::ratelimit:<key>`, cluster
 * included), `postgres://` (rows `ratelimit:<key>` in the codes' table); for the embedded ones
 * (`sqlite://`, `memory://`) a {@link MemoryWindowCounter} in this process. Like `createStore`, it does not connect: a server that
 * is down makes `hit` fail with `STORAGE_UNAVAILABLE` until it is up.
 *
 * @example
 * ```ts
 * const counter = await createWindowCounter("redis://127.0.0.1:6379/0?prefix=qrbar", { timeoutMs: 500 });
 * counter.shared; // true: every instance over this Redis counts into one budget per key
 * ```
 */
export async function createWindowCounter(
  storageUrl: string = DEFAULT_STORAGE_URL,
  options: CodeStoreOptions = {},
): Promise<WindowCounter> {
  let url: URL;
  try {
    url = new URL(storageUrl);
  } catch {
    throw storageUrlError(`is not a URL; use e.g. ${DEFAULT_STORAGE_URL}`);
  }
  const open = SHARED_COUNTERS[url.protocol];
  return open ? open(url, options) : new MemoryWindowCounter();
}
