import { type CodeStoreOptions, DEFAULT_STORAGE_TIMEOUT_MS } from "../storage/code-store.js";
import { openRedis, type RedisAdapter } from "../storage/redis-adapter.js";
import { withStorageDeadline } from "../storage/storage-deadline.js";
import type { WindowCount, WindowCounter } from "./window-counter.js";

/**
 * One atomic step on the server: add the amount unless a limit (`ARGV[3]`, -1 for none) would be
 * passed, and open the window (its expiry) on the first hit. A key left without an expiry (never by
 * this script) gets one too, so no counter can live forever. A refused hit on a key that does not
 * exist leaves none behind. Returns the count, the ttl and 1 if the amount was counted, else 0.
 */
const HIT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local limit = tonumber(ARGV[3])
local counted = 0
if limit < 0 or count + tonumber(ARGV[2]) <= limit then
  count = redis.call('INCRBY', KEYS[1], ARGV[2])
  counted = 1
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl == -1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
if ttl < 0 then
  ttl = tonumber(ARGV[1])
end
return {count, ttl, counted}
`;

/**
 * A shared {@link WindowCounter} in Redis: one key per client, `<prefix>::ratelimit:<key>`, holding the
 * count and expiring when the window ends. A hit is one `EVAL` (`INCRBY` unless the limit would be
 * passed, then `PEXPIRE` on the first hit), atomic on the server, so any number of instances count into one budget. It has its own
 * connection, set up like the code store's: every call fails at once while the connection is down and
 * within `timeoutMs` when it stalls, as `STORAGE_UNAVAILABLE`.
 *
 * @example
 * ```ts
 * const counter = openRedisWindowCounter(new URL("redis://127.0.0.1:6379/0?prefix=qrbar"), { timeoutMs: 500 });
 * await counter.hit("203.0.113.7", 3_600_000); // { count: 1, ttlMs: 3600000, counted: true }
 * ```
 */
export class RedisWindowCounter implements WindowCounter {
  readonly shared = true;

  constructor(
    private readonly adapter: RedisAdapter,
    private readonly timeoutMs: number,
  ) {}

  hit(key: string, windowMs: number, amount = 1, limit?: number): Promise<WindowCount> {
    return withStorageDeadline(async () => {
      const client = await this.adapter.getClient();
      const reply = await client.eval(HIT_SCRIPT, {
        keys: [this.adapter.keyOf(`ratelimit:${key}`)],
        arguments: [
          String(windowMs),
          String(amount),
          String(limit !== undefined && Number.isFinite(limit) ? limit : -1),
        ],
      });
      const [count, ttlMs, counted] = reply as [number, number, number];
      return { count, ttlMs, counted: counted === 1 };
    }, this.timeoutMs);
  }

  close(): Promise<void> {
    return withStorageDeadline(() => this.adapter.close(), this.timeoutMs);
  }
}

/**
 * Opens the Redis window counter for a `redis://` or `rediss://` storage URL (the same URL, prefix
 * and `cluster=true` included, as the code store's; see `openRedis`).
 *
 * @example
 * ```ts
 * const counter = openRedisWindowCounter(new URL("redis://127.0.0.1:6379/0"), {});
 * ```
 */
export function openRedisWindowCounter(url: URL, options: CodeStoreOptions): WindowCounter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS;
  return new RedisWindowCounter(openRedis(url, { ...options, timeoutMs }), timeoutMs);
}
