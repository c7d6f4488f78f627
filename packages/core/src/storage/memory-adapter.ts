import type { CodeStorage, StoredRecord } from "./code-storage.js";

const SWEEP_INTERVAL_MS = 3_600_000;

interface Entry {
  readonly record: StoredRecord;
  readonly expires: number;
}

/**
 * A {@link CodeStorage} over a `Map` in this process, for `memory://` (tests): nothing survives the
 * process. An insert checks and writes in one synchronous step, so it is atomic; expired codes are
 * reclaimed when read and hourly rather than kept until read.
 *
 * @example
 * ```ts
 * const store = new CodeStore(new MemoryAdapter());
 * ```
 */
export class MemoryAdapter implements CodeStorage {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweepExpired(), SWEEP_INTERVAL_MS).unref();
  }

  /** Writes `record` unless a live one is there: the check and the write in one synchronous step. */
  async insert(key: string, record: StoredRecord, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.entries.set(key, { record, expires: Date.now() + ttlMs });
    return true;
  }

  /** The live record under `key`, or `undefined`; an expired one is dropped here. */
  async get(key: string): Promise<StoredRecord | undefined> {
    return this.live(key)?.record;
  }

  /** Deletes expired entries; returns how many. */
  sweepExpired(now = Date.now()): number {
    let swept = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expires <= now) swept += Number(this.entries.delete(key));
    }
    return swept;
  }

  /** Stops the hourly sweep and forgets every record. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
