import KeyvPostgres from "@keyv/postgres";
import Keyv from "keyv";
import pg from "pg";
import { type CodeStoreOptions, DEFAULT_STORAGE_TIMEOUT_MS } from "./code-store.js";
import type { InsertOnlyAdapter } from "./insert-only.js";
import { storageUrlError } from "./storage-url-error.js";

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
  /** `set` inserts only absent or expired keys and answers `false` otherwise (see {@link InsertOnlyAdapter}). */
  readonly insertOnly?: boolean;
}

type Rows = Record<string, unknown>[];

/** The SQL of one table: `$1` key, `$2` value, `$3` expiry (epoch ms or null), `$4` now. */
function statements(schema: string, table: string) {
  const target = `"${schema}"."${table}"`;
  return {
    create: [
      schema === "public" ? "" : `CREATE SCHEMA IF NOT EXISTS "${schema}";`,
      `CREATE TABLE IF NOT EXISTS ${target} (key VARCHAR(255) PRIMARY KEY, value TEXT);`,
      `ALTER TABLE ${target} ADD COLUMN IF NOT EXISTS expires BIGINT;`,
      `CREATE INDEX IF NOT EXISTS "${table}_expires" ON ${target} (expires);`,
    ].join(" "),
    // One statement, so atomic: an expired row is replaced, a live one is left alone (no row returned).
    insert: `INSERT INTO ${target} AS t (key, value, expires) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = excluded.expires WHERE t.expires IS NOT NULL AND t.expires <= $4 RETURNING key`,
    upsert: `INSERT INTO ${target} (key, value, expires) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = excluded.expires`,
    sweep: `WITH gone AS (DELETE FROM ${target} WHERE expires IS NOT NULL AND expires <= $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  };
}

/**
 * `@keyv/postgres` made safe to run a service on: its own connection pool per adapter (the stock one
 * shares a module-wide pool, so closing one store closes all, and leaves pool errors unhandled, which
 * crashes the process when the server restarts); connect and query timeouts; the table is created on
 * first use if it is missing (also when the server was down at start); an `expires` column that the
 * stock table lacks, so expired rows are swept at open and hourly instead of kept forever; and
 * `insertOnly`, which claims a key with one `INSERT ... ON CONFLICT DO UPDATE ... WHERE expired`.
 *
 * @example
 * ```ts
 * const keyv = new Keyv({ store: new PostgresAdapter({ url: "postgres://127.0.0.1/qrbar", timeoutMs: 2000 }) });
 * ```
 */
export class PostgresAdapter extends KeyvPostgres implements InsertOnlyAdapter {
  readonly insertOnly: boolean;
  /** Set by `connect()`, which the base constructor calls before this class's fields exist. */
  declare private pool: pg.Pool | undefined;
  private readonly sweeper: NodeJS.Timeout;
  private readonly sql: ReturnType<typeof statements>;

  constructor(options: PostgresAdapterOptions) {
    const schema = options.schema ?? "public";
    const table = options.table ?? DEFAULT_POSTGRES_TABLE;
    for (const name of [schema, table]) {
      if (!IDENTIFIER.test(name)) throw new Error(`'${name}' is not a plain lower-case SQL identifier`);
    }
    super({
      uri: options.url,
      schema,
      table,
      connectionTimeoutMillis: options.timeoutMs,
      query_timeout: options.timeoutMs,
      keepAlive: true,
    });
    this.insertOnly = options.insertOnly ?? false;
    this.sql = statements(schema, table);

    const query = this.query;
    let ready: Promise<unknown> | undefined;
    const ensureTable = async () => {
      // A role without CREATE rights can use a table made for it beforehand.
      if ((await query(TABLE_READY, [schema, table])).length > 0) return;
      try {
        await query(this.sql.create);
      } catch (error) {
        if (!CREATE_RACE_CODES.has((error as { code?: string }).code ?? "")) throw error;
        await query(this.sql.create);
      }
    };
    this.query = async (sql, values) => {
      ready ??= ensureTable().catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      await ready;
      return query(sql, values);
    };

    const sweep = () => this.sweepExpired().catch((error: unknown) => this.report(error));
    void sweep();
    this.sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  }

  override async connect(): Promise<(sql: string, values?: unknown[]) => Promise<Rows>> {
    this.pool ??= this.createPool();
    const pool = this.pool;
    return async (sql, values) => (await pool.query(sql, values)).rows;
  }

  // @ts-expect-error the stock set answers nothing; keyv passes a boolean answer on as "written or not".
  override async set(key: string, value: string, ttl?: number): Promise<boolean> {
    const now = Date.now();
    const expires = typeof ttl === "number" && ttl > 0 ? now + ttl : null;
    if (!this.insertOnly) {
      await this.query(this.sql.upsert, [key, value, expires]);
      return true;
    }
    return (await this.query(this.sql.insert, [key, value, expires, now])).length > 0;
  }

  /** Deletes expired rows; resolves to how many. */
  async sweepExpired(now = Date.now()): Promise<number> {
    const [row] = await this.query(this.sql.sweep, [now]);
    return Number(row?.n ?? 0);
  }

  override async disconnect(): Promise<void> {
    clearInterval(this.sweeper);
    if (this.pool && !this.pool.ending) await this.pool.end();
  }

  private createPool(): pg.Pool {
    const { uri, connectionTimeoutMillis, query_timeout, keepAlive } = this.opts;
    const pool = new pg.Pool({ connectionString: uri, connectionTimeoutMillis, query_timeout, keepAlive });
    // An idle connection that the server drops (restart, failover) is reported here; unheard, it would crash.
    pool.on("error", (error) => this.report(error));
    return pool;
  }

  /** Passes an error to keyv's listener. (The base's typings lose `emit` under this project's settings.) */
  private report(error: unknown): void {
    (this as unknown as NodeJS.EventEmitter).emit("error", error);
  }
}

/**
 * Opens the insert-only PostgreSQL store for a `postgres://` or `postgresql://` STORAGE_URL:
 * `postgres://[user[:password]@]host[:port]/database[?schema=name&table=name]`, other parameters
 * (such as `sslmode`) going to the driver.
 *
 * @example
 * ```ts
 * const keyv = openPostgres(new URL("postgres://127.0.0.1/qrbar?schema=qrbar"), { timeoutMs: 2000 });
 * ```
 */
export function openPostgres(url: URL, options: CodeStoreOptions): Keyv {
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
  const store = new PostgresAdapter({
    url: server.href,
    schema: names.schema,
    table: names.table ?? DEFAULT_POSTGRES_TABLE,
    timeoutMs: options.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS,
    insertOnly: true,
  });
  // The table is qrbar's own, so keys need no namespace in front.
  return new Keyv({ store, namespace: undefined });
}
