import type Keyv from "keyv";
import { type CodeStoreOptions, DEFAULT_STORAGE_TIMEOUT_MS } from "../storage/code-store.js";
import { openPostgres, type PostgresAdapter } from "../storage/postgres-adapter.js";
import { withStorageDeadline } from "../storage/storage-deadline.js";
import type { WindowCount, WindowCounter } from "./window-counter.js";

/** The database's clock in epoch milliseconds, one for every instance; fixed for the statement. */
const NOW = "(extract(epoch from statement_timestamp()) * 1000)::bigint";

/**
 * One statement, so atomic (a second hit on the same key waits for the first's row lock, then counts
 * on from it): the first hit inserts the window, a hit in it adds one, a hit after it opens a new one.
 * `$1` key, `$2` window in ms.
 */
const hitStatement = (target: string) =>
  `INSERT INTO ${target} AS t (key, value, expires) VALUES ($1, '1', ${NOW} + $2) ` +
  `ON CONFLICT (key) DO UPDATE SET ` +
  `value = CASE WHEN t.expires <= ${NOW} THEN '1' ELSE (t.value::bigint + 1)::text END, ` +
  `expires = CASE WHEN t.expires <= ${NOW} THEN ${NOW} + $2 ELSE t.expires END ` +
  `RETURNING t.value AS count, t.expires - ${NOW} AS ttl`;

/**
 * A shared {@link WindowCounter} in PostgreSQL: one row per client, `ratelimit:<key>`, in the codes'
 * own table (the count in `value`, the window's end in `expires`), so it needs no table of its own and
 * the store's hourly sweep removes ended windows. A hit is one `INSERT ... ON CONFLICT DO UPDATE` on
 * the database's clock, atomic, so every instance counts into one budget. Its own small pool, with
 * the store's timeouts: a failure or no answer within `timeoutMs` is `STORAGE_UNAVAILABLE`.
 *
 * @example
 * ```ts
 * const counter = openPostgresWindowCounter(new URL("postgres://127.0.0.1/qrbar"), { timeoutMs: 500 });
 * await counter.hit("203.0.113.7", 3_600_000); // { count: 1, ttlMs: 3600000 }
 * ```
 */
export class PostgresWindowCounter implements WindowCounter {
  readonly shared = true;
  private readonly adapter: PostgresAdapter;
  private readonly sql: string;

  constructor(
    private readonly keyv: Keyv,
    private readonly timeoutMs: number,
  ) {
    this.adapter = keyv.store as PostgresAdapter;
    this.sql = hitStatement(`"${this.adapter.opts.schema}"."${this.adapter.opts.table}"`);
    // keyv re-emits the pool's background errors (a dropped idle connection); calls report their own.
    keyv.on("error", () => {});
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    return withStorageDeadline(async () => {
      const [row] = (await this.adapter.query(this.sql, [`ratelimit:${key}`, windowMs])) as Array<{
        count: string;
        ttl: string;
      }>;
      return { count: Number(row?.count), ttlMs: Number(row?.ttl) };
    }, this.timeoutMs);
  }

  close(): Promise<void> {
    return withStorageDeadline(() => this.keyv.disconnect(), this.timeoutMs);
  }
}

/**
 * Opens the PostgreSQL window counter for a `postgres://` or `postgresql://` storage URL (the same
 * URL, schema and table as the code store's; see `openPostgres`).
 *
 * @example
 * ```ts
 * const counter = openPostgresWindowCounter(new URL("postgres://127.0.0.1/qrbar?schema=qrbar"), {});
 * ```
 */
export function openPostgresWindowCounter(url: URL, options: CodeStoreOptions): WindowCounter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS;
  return new PostgresWindowCounter(openPostgres(url, { ...options, timeoutMs }), timeoutMs);
}
