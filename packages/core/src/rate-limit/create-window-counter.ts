import type { CodeStoreOptions } from "../storage/code-store.js";
import { DEFAULT_STORAGE_URL, parseStorageUrl, STORAGE_BACKENDS } from "../storage/storage-backends.js";
import { MemoryWindowCounter } from "./memory-window-counter.js";
import type { WindowCounter } from "./window-counter.js";

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
  const url = parseStorageUrl(storageUrl);
  const open = STORAGE_BACKENDS[url.protocol]?.openCounter;
  return open ? open(url, options) : new MemoryWindowCounter();
}
