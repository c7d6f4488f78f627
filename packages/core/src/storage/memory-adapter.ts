import { EventEmitter } from "node:events";
import type { KeyvStoreAdapter, StoredData } from "keyv";
import type { InsertOnlyAdapter } from "./insert-only.js";

const SWEEP_INTERVAL_MS = 3_600_000;

/** Options of {@link MemoryAdapter}. */
export interface MemoryAdapterOptions {
  /** `set` writes only absent or expired keys and answers `false` otherwise (see {@link InsertOnlyAdapter}). */
  readonly insertOnly?: boolean;
}

interface Entry {
  readonly value: unknown;
  readonly expires: number | undefined;
}

/**
 * A keyv storage adapter over a `Map` in this process, for `memory://` (tests): nothing survives the
 * process. Unlike a bare `Map` it honours the ttl itself, so expired codes are reclaimed (on read and
 * hourly) rather than kept until read, and it can claim keys atomically (`insertOnly`).
 *
 * @example
 * ```ts
 * const keyv = new Keyv({ store: new MemoryAdapter({ insertOnly: true }) });
 * ```
 */
export class MemoryAdapter extends EventEmitter implements KeyvStoreAdapter, InsertOnlyAdapter {
  /** Options as given (keyv reads `opts`). */
  readonly opts: MemoryAdapterOptions;
  readonly insertOnly: boolean;
  /** Set by keyv; part of every key already, so only `clear` reads it. */
  namespace?: string | undefined;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(options: MemoryAdapterOptions = {}) {
    super();
    this.opts = options;
    this.insertOnly = options.insertOnly ?? false;
    this.sweeper = setInterval(() => this.sweepExpired(), SWEEP_INTERVAL_MS).unref();
  }

  async get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    return this.live(key)?.value as StoredData<Value> | undefined;
  }

  async set(key: string, value: unknown, ttl?: number): Promise<boolean> {
    if (this.insertOnly && this.live(key)) return false;
    this.entries.set(key, { value, expires: typeof ttl === "number" && ttl > 0 ? Date.now() + ttl : undefined });
    return true;
  }

  async has(key: string): Promise<boolean> {
    return this.live(key) !== undefined;
  }

  async delete(key: string): Promise<boolean> {
    return this.entries.delete(key);
  }

  async clear(): Promise<void> {
    if (!this.namespace) return this.entries.clear();
    for (const key of this.entries.keys()) if (key.startsWith(`${this.namespace}:`)) this.entries.delete(key);
  }

  /** Deletes expired entries; returns how many. */
  sweepExpired(now = Date.now()): number {
    let swept = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expires !== undefined && entry.expires <= now) swept += Number(this.entries.delete(key));
    }
    return swept;
  }

  async disconnect(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.expires !== undefined && entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
