/**
 * One generated code as a {@link CodeStorage} keeps it: the image and what its download answers with.
 * A storage keeps and returns it as given; it never looks inside.
 */
export interface StoredRecord {
  /** Media type of the image, e.g. `image/png`, `image/svg+xml`, `application/pdf`. */
  readonly mimeType: string;
  /** The image, byte for byte (from none to several megabytes: at most the store's `maxCodeBytes`). */
  readonly bytes: Uint8Array;
  /** Strong validator of the bytes, quoted, for `ETag`, e.g. `"n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg"`. */
  readonly etag: string;
  /** ISO 8601 UTC time it was stored, e.g. `2026-11-27T17:20:22.000Z`. */
  readonly createdAt: string;
}

/**
 * Where a `CodeStore` keeps codes: the interface a back-end implements, built in for memory,
 * SQLite, Redis and PostgreSQL, and open to your own (an object store, a KV service, a database
 * qrbar has no adapter for). Four methods, two of them optional. Every method may throw (or reject)
 * on a failure of the back-end; `CodeStore` reports any throw, or no answer within its timeout, as
 * `STORAGE_UNAVAILABLE`, so an adapter needs no timeouts or error wrapping of its own.
 *
 * `testCodeStorage` from `@qrbar/core/store/testing` checks an implementation against this contract.
 *
 * @example
 * ```ts
 * const records = new Map<string, { record: StoredRecord; expires: number }>();
 * const storage: CodeStorage = {
 *   async insert(key, record, ttlMs) {
 *     if ((records.get(key)?.expires ?? 0) > Date.now()) return false;
 *     records.set(key, { record, expires: Date.now() + ttlMs });
 *     return true;
 *   },
 *   async get(key) {
 *     const entry = records.get(key);
 *     return entry && entry.expires > Date.now() ? entry.record : undefined;
 *   },
 * };
 * const store = new CodeStore(storage, { retentionDays: 30 });
 * ```
 */
export interface CodeStorage {
  /**
   * Writes `record` under `key` unless a live record is there, and answers whether it wrote.
   *
   * - Atomic: the check and the write are one step of the back-end (`SET NX`, `INSERT ... ON
   *   CONFLICT DO NOTHING`, a conditional put, one synchronous block of JavaScript). Of any number of
   *   concurrent inserts of one key, from this process or another sharing the back-end, exactly one
   *   answers `true`, and its record is the one kept. A read-then-write in two awaited steps breaks this.
   * - A live record is never overwritten: the answer is `false` and the record stays as it was.
   * - Expiry: the record is live for `ttlMs` milliseconds (a positive integer, e.g. 30 days), then it
   *   is gone: `get` answers `undefined`, and an insert of the key writes and answers `true`. When the
   *   space of an expired record is reclaimed (at once, on read, by a sweep) is the adapter's choice.
   * - Resolves only once the record is as durable as the back-end makes anything (committed,
   *   acknowledged), since the caller hands out its id next.
   * - Throws (rejects) when the back-end fails; never answers `false` for a failure, which would be
   *   read as "taken" and retried under another key.
   *
   * `key` is short ASCII text, the kind and the id: `qr:4503599627370497`, `barcode:17`, `label:9`.
   */
  insert(key: string, record: StoredRecord, ttlMs: number): Promise<boolean>;

  /**
   * The live record under `key`, with the same bytes and fields it was inserted with (a `Buffer` or
   * any other `Uint8Array` for `bytes`), or `undefined` when there is none or it has expired. Throws
   * (rejects) when the back-end fails; never answers `undefined` for a failure, which would be a
   * `404` for a code that exists.
   */
  get(key: string): Promise<StoredRecord | undefined>;

  /**
   * One round trip that proves the back-end answers (a health check), throwing (rejecting) when it
   * does not. Optional: without it, `CodeStore` reads a key that is never written.
   */
  ping?(): Promise<void>;

  /**
   * Releases what the adapter holds (connections, files, timers) so that the process can exit.
   * Calling it again is harmless. After it, the other methods may throw but must not hang. Optional.
   */
  close?(): Promise<void>;
}
