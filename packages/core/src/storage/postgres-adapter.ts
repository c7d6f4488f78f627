import pg from "pg";
import type { CodeStorage, StoredRecord } from "./code-storage.js";
import { type CodeStoreOptions, DEFAULT_STORAGE_TIMEOUT_MS } from "./code-store.js";
import { storageUrlError } from "./storage-url-error.js";
import { recordToText, textToRecord } from "./stored-record-text.js";

/** Table the codes live in when the URL names none. */
export const DEFAULT_POSTGRES_TABLE = "qrbar_codes";

const SWEEP_INTERVAL_MS = 3_600_000;
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
const TABLE_READY =
  "SELECT 1 FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 AND column_name = 'expires'";
/** Two instances creating the same table at once: one of them sees one of these; running again settles it. */
const CREATE_RACE_CODES = new Set(["23505", "42P07"]);

/** Options of {@link PostgresAdapter}. */
export interface PostgresAdapterOptions {
  /** A libpq connection string: `postgres://[user[:password]@]host[:port]/database[?sslmode=...]`. */
  readonly url: string;
  /** Schema of the table, created if missing (default `public`); lower-case letters, digits and `_`. */
  readonly schema?: string;
  /** Table name (default `qrbar_codes`); lower-case letters, digits and `_`. */
  readonly table?: string;
  /** Milliseconds to get a connection and for one query; a query past it closes its connection. */
  readonly timeoutMs: number;
}

/** The SQL of one table: `$1` key, `$2` value, `$3` expiry (epoch ms), `$4` now. */
function statements(target: string, schema: string, table: string) {
  return {
    create: [
      schema === "public" ? "" : `CREATE SCHEMA IF NOT EXISTS "${schema}";`,
      `CREATE TABLE IF NOT EXISTS ${target} (key VARCHAR(255) PRIMARY KEY, value TEXT);`,
      `ALTER TABLE ${target} ADD COLUMN IF NOT EXISTS expires BIGINT;`,
      `CREATE INDEX IF NOT EXISTS "${table}_expires" ON ${target} (expires);`,
    ].join(" "),
    // One statement, so atomic: an expired row is replaced, a live one is left alone (no row returned).
    insert: `INSERT INTO ${target} AS t (key, value, expires) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = excluded.expires WHERE t.expires IS NOT NULL AND t.expires <= $4 RETURNING key`,
    get: `SELECT value FROM ${target} WHERE key = $1 AND (expires IS NULL OR expires > $2)`,
    ping: "SELECT 1",
    sweep: `WITH gone AS (DELETE FROM ${target} WHERE expires IS NOT NULL AND expires <= $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  };
}

/**
 * A {@link CodeStorage} in one PostgreSQL table (over `pg`): an insert is one `INSERT ... ON CONFLICT
 * DO UPDATE ... WHERE <row expired>`, so atomic across every instance; its own connection pool, with
 * connect and query timeouts (a query past it closes its connection, so a stalled one is replaced);
 * the table is created on first use if it is missing (also when the server was down at start); expired
 * rows are skipped on read and swept at open and hourly. The table is the one the earlier keyv-based
 * adapter made (`key`, `value`, `expires`), so codes stored before stay readable.
 *
 * @example
 * ```ts
 * const store = new CodeStore(new PostgresAdapter({ url: "postgres://127.0.0.1/qrbar", timeoutMs: 2000 }));
 * ```
 */
export class PostgresAdapter implements CodeStorage {
  /** The table, quoted and schema-qualified: `"public"."qrbar_codes"`. */
  readonly table: string;
  private readonly pool: pg.Pool;
  private readonly sweeper: NodeJS.Timeout;
  private readonly sql: ReturnType<typeof statements>;
  private readonly names: { readonly schema: string; readonly table: string };
  private ready: Promise<void> | undefined;

  constructor(options: PostgresAdapterOptions) {
    const schema = options.schema ?? "public";
    const table = options.table ?? DEFAULT_POSTGRES_TABLE;
    for (const name of [schema, table]) {
      if (!IDENTIFIER.test(name)) throw new Error(`'${name}' is not a plain lower-case SQL identifier`);
    }
    this.names = { schema, table };
    this.table = `"${schema}"."${table}"`;
    this.sql = statements(this.table, schema, table);
    // Connects on the first query, not here.
    this.pool = new pg.Pool({
      connectionString: options.url,
      connectionTimeoutMillis: options.timeoutMs,
      query_timeout: options.timeoutMs,
      keepAlive: true,
    });
    // An idle connection that the server drops (restart, failover) is reported here; unheard, it would
    // crash the process. The next query gets a new connection, or reports its own failure.
    this.pool.on("error", () => {});
    // A failed sweep (the server down) is retried at the next hour; reads skip expired rows meanwhile.
    const sweep = () => this.sweepExpired().catch(() => {});
    void sweep();
    this.sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  }

  async insert(key: string, record: StoredRecord, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const expires = now + ttlMs;
    return (await this.query(this.sql.insert, [key, recordToText(record, expires), expires, now])).length > 0;
  }

  async get(key: string): Promise<StoredRecord | undefined> {
    const [row] = await this.query<{ value: string }>(this.sql.get, [key, Date.now()]);
    return row && textToRecord(row.value);
  }

  async ping(): Promise<void> {
    await this.query(this.sql.ping);
  }

  /** Deletes expired rows; resolves to how many. */
  async sweepExpired(now = Date.now()): Promise<number> {
    const [row] = await this.query(this.sql.sweep, [now]);
    return Number(row?.n ?? 0);
  }

  /** Runs one statement once the table exists (made on first use; tried again after a failure). */
  async query<Row extends object = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<Row[]> {
    this.ready ??= this.createTable().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    await this.ready;
    return (await this.pool.query<Row & pg.QueryResultRow>(sql, values)).rows;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    if (!this.pool.ending) await this.pool.end();
  }

  /** Creates the table unless it has its `expires` column; a role without CREATE rights can use one made for it. */
  private async createTable(): Promise<void> {
    if ((await this.pool.query(TABLE_READY, [this.names.schema, this.names.table])).rows.length > 0) return;
    try {
      await this.pool.query(this.sql.create);
    } catch (error) {
      if (!CREATE_RACE_CODES.has((error as { code?: string }).code ?? "")) throw error;
      await this.pool.query(this.sql.create);
    }
  }
}

/**
 * Opens the PostgreSQL storage for a `postgres://` or `postgresql://` STORAGE_URL:
 * `postgres://[user[:password]@]host[:port]/database[?schema=name&table=name]`, other parameters
 * (such as `sslmode`) going to the driver.
 *
 * @example
 * ```ts
 * const storage = openPostgres(new URL("postgres://127.0.0.1/qrbar?schema=qrbar"), { timeoutMs: 2000 });
 * ```
 */
export function openPostgres(url: URL, options: CodeStoreOptions): PostgresAdapter {
  const server = new URL(url.href);
  const names = { schema: server.searchParams.get("schema") ?? "public", table: server.searchParams.get("table") };
  for (const [param, value] of Object.entries(names)) {
    if (value !== null && !IDENTIFIER.test(value)) {
      throw storageUrlError(
        `${param} must be lower-case letters, digits and '_' (at most 63), starting with a letter or '_'`,
      );
    }
    server.searchParams.delete(param);
  }
  return new PostgresAdapter({
    url: server.href,
    schema: names.schema,
    table: names.table ?? DEFAULT_POSTGRES_TABLE,
    timeoutMs: options.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS,
  });
}
