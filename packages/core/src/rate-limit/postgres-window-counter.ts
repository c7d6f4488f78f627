import { type CodeStoreOptions, DEFAULT_STORAGE_TIMEOUT_MS } from "../storage/code-store.js";
import { openPostgres, type PostgresAdapter } from "../storage/postgres-adapter.js";
import { withStorageDeadline } from "../storage/storage-deadline.js";
import type { WindowCount, WindowCounter } from "./window-counter.js";

/** The database's clock in epoch milliseconds, one for every instance; fixed for the statement. */
const NOW = "(extract(epoch from statement_timestamp()) * 1000)::bigint";

/**
 * One statement, so atomic (a second hit on the same key waits for the first's row lock, then counts
 * on from it): the first hit inserts the window, a hit in it adds its amount, a hit after it opens a
 * new one; a hit that would take the count past the limit touches nothing and returns no row (the
 * `SELECT ... WHERE` inserts nothing, the `DO UPDATE ... WHERE` updates nothing). `$1` key, `$2`
 * window in ms, `$3` amount, `$4` limit.
 */
const hitStatement = (target: string) =>
  `INSERT INTO ${target} AS t (key, value, expires) ` +
  `SELECT $1, $3::bigint::text, ${NOW} + $2::bigint WHERE $3::bigint <= $4::bigint ` +
  `ON CONFLICT (key) DO UPDATE SET ` +
  `value = CASE WHEN t.expires <= ${NOW} THEN $3::bigint::text ELSE (t.value::bigint + $3::bigint)::text END, ` +
  `expires = CASE WHEN t.expires <= ${NOW} THEN ${NOW} + $2::bigint ELSE t.expires END ` +
  `WHERE CASE WHEN t.expires <= ${NOW} THEN 0 ELSE t.value::bigint END + $3::bigint <= $4::bigint ` +
  `RETURNING t.value AS count, t.expires - ${NOW} AS ttl`;

/** Where a key stands without counting (after a refused hit): its open window, or no row. `$1` key. */
const standingStatement = (target: string) =>
  `SELECT value AS count, expires - ${NOW} AS ttl FROM ${target} WHERE key = $1 AND expires > ${NOW}`;

/** A row of either statement. */
interface Standing {
  readonly count: string;
  readonly ttl: string;
}

/**
 * A shared {@link WindowCounter} in PostgreSQL: one row per client, `ratelimit:<key>`, in the codes'
 * own table (the count in `value`, the window's end in `expires`), so it needs no table of its own and
 * the store's hourly sweep removes ended windows. A hit is one `INSERT ... ON CONFLICT DO UPDATE` on
 * the database's clock, atomic, so every instance counts into one budget; a hit refused by its
 * limit reads where the key stands with a second statement. Its own small pool, with
 * the store's timeouts: a failure or no answer within `timeoutMs` is `STORAGE_UNAVAILABLE`.
 *
 * @example
 * ```ts
 * const counter = openPostgresWindowCounter(new URL("postgres://127.0.0.1/qrbar"), { timeoutMs: 500 });
 * await counter.hit("203.0.113.7", 3_600_000); // { count: 1, ttlMs: 3600000, counted: true }
 * ```
 */
export class PostgresWindowCounter implements WindowCounter {
  readonly shared = true;
  private readonly hitSql: string;
  private readonly standingSql: string;

  constructor(
    private readonly adapter: PostgresAdapter,
    private readonly timeoutMs: number,
  ) {
    this.hitSql = hitStatement(adapter.table);
    this.standingSql = standingStatement(adapter.table);
  }

  hit(key: string, windowMs: number, amount = 1, limit?: number): Promise<WindowCount> {
    const row = `ratelimit:${key}`;
    const most = limit !== undefined && Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER;
    return withStorageDeadline(async () => {
      const [hit] = await this.adapter.query<Standing>(this.hitSql, [row, windowMs, amount, most]);
      if (hit) return { count: Number(hit.count), ttlMs: Number(hit.ttl), counted: true };
      const [open] = await this.adapter.query<Standing>(this.standingSql, [row]);
      return open
        ? { count: Number(open.count), ttlMs: Number(open.ttl), counted: false }
        : { count: 0, ttlMs: windowMs, counted: false };
    }, this.timeoutMs);
  }

  close(): Promise<void> {
    return withStorageDeadline(() => this.adapter.close(), this.timeoutMs);
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
