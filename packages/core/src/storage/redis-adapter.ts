import { createClient, createCluster } from "@redis/client";
import type { CodeStorage, StoredRecord } from "./code-storage.js";
import { type CodeStoreOptions, DEFAULT_STORAGE_TIMEOUT_MS } from "./code-store.js";
import { storageUrlError } from "./storage-url-error.js";
import { recordToText, textToRecord } from "./stored-record-text.js";

/** Key prefix when the URL names none: keys are `qrbar::qr:<id>`. */
export const DEFAULT_REDIS_PREFIX = "qrbar";

/** Options of {@link RedisAdapter}. */
export interface RedisAdapterOptions {
  /** `redis://[user:password@]host[:port][/db]` or `rediss://...` (TLS); with `cluster`, any node of the cluster. */
  readonly url: string;
  /** A Redis Cluster: keys are spread over its nodes, which are found from `url`. */
  readonly cluster?: boolean;
  /** Milliseconds a TCP connect may take. */
  readonly connectTimeoutMs: number;
  /** In front of every key, then `::` (default `qrbar`): deployments and test runs can share a database. */
  readonly prefix?: string;
}

/** A single server's client or a cluster's: the commands qrbar sends exist on both. */
export type RedisClient = ReturnType<typeof createClient> | ReturnType<typeof createCluster>;

/** Waits 100, 200, 400 ... ms between reconnect attempts, never more than 2 s: recovery within 2 s of Redis coming back. */
const reconnectDelay = (retries: number): number => Math.min(100 * 2 ** retries, 2000);

/**
 * A {@link CodeStorage} in Redis (over the node-redis client), set up for a service that must fail
 * fast and heal by itself: an insert is `SET key value NX PX ttl`, one atomic command, and Redis
 * expires the key itself; while the connection is down every command fails at once (no offline queue
 * that would replay timed-out writes later) and the client reconnects in the background; `close`
 * does not wait on a server that may be gone. Keys are `<prefix>::<key>`, as the earlier keyv-based
 * adapter wrote them, so codes stored before stay readable.
 *
 * @example
 * ```ts
 * const store = new CodeStore(new RedisAdapter({ url: "redis://127.0.0.1:6379", connectTimeoutMs: 2000 }));
 * ```
 */
export class RedisAdapter implements CodeStorage {
  /** In front of every key, then `::`. */
  readonly prefix: string;
  private readonly client: RedisClient;
  private firstConnect: Promise<unknown> | undefined;
  /** Whether a first connection was ever made (then a lost one fails calls at once by itself). */
  private connected = false;
  private closed = false;
  /** Why the connection failed last, until it is made: refused, unknown host, wrong password or database. */
  private connectError: Error | undefined;
  /** Calls waiting on the first connection, told of the next failure. */
  private readonly waiting = new Set<(error: Error) => void>();

  constructor(options: RedisAdapterOptions) {
    this.prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
    const settings = {
      disableOfflineQueue: true,
      socket: { connectTimeout: options.connectTimeoutMs, reconnectStrategy: reconnectDelay },
    };
    const { username, password, protocol } = new URL(options.url);
    this.client = options.cluster
      ? createCluster({
          rootNodes: [{ url: options.url }],
          // Nodes found from the first one are reached with the same credentials and TLS.
          defaults: {
            ...settings,
            socket: { ...settings.socket, tls: protocol === "rediss:" },
            ...(username ? { username: decodeURIComponent(username) } : {}),
            ...(password ? { password: decodeURIComponent(password) } : {}),
          },
        })
      : createClient({ url: options.url, ...settings });
    // The client keeps reconnecting after a failed first connection, so its promise stays pending:
    // the failures themselves arrive as error events (refused, ERR DB index is out of range, WRONGPASS).
    // Later ones (a dropped connection) fail the calls in flight, which report them; unheard, an error
    // event would crash the process.
    this.client.on("error", (error: Error) => {
      if (this.connected) return;
      this.connectError = error;
      for (const fail of this.waiting) fail(error);
      this.waiting.clear();
    });
  }

  /** `<prefix>::<key>`: where `key` lives in Redis. */
  keyOf(key: string): string {
    return `${this.prefix}::${key}`;
  }

  async insert(key: string, record: StoredRecord, ttlMs: number): Promise<boolean> {
    const client = await this.getClient();
    const reply = await client.set(this.keyOf(key), recordToText(record, Date.now() + ttlMs), {
      condition: "NX",
      expiration: { type: "PX", value: ttlMs },
    });
    return reply === "OK";
  }

  async get(key: string): Promise<StoredRecord | undefined> {
    const text = await (await this.getClient()).get(this.keyOf(key));
    return text === null ? undefined : textToRecord(text);
  }

  /**
   * The connected client. Every call waits for the first connection (callers bound the wait), so the
   * operations of a fresh store do not fail for being early; but once an attempt has failed, calls
   * fail at once with its cause (connection refused, wrong password, no such database) while the
   * client keeps trying in the background, instead of each waiting out its deadline. A first
   * connection that fails outright (a cluster whose nodes all refuse) is tried again by the next call;
   * once it has been made, a lost connection fails calls at once while the client reconnects, and a
   * closed adapter stays closed.
   */
  async getClient(): Promise<RedisClient> {
    if (this.closed) throw new Error("the Redis store is closed");
    this.firstConnect ??= this.connect().then(
      () => {
        this.connected = true;
        this.connectError = undefined;
        this.waiting.clear();
      },
      (error: unknown) => {
        this.firstConnect = undefined;
        throw error;
      },
    );
    if (!this.connected) {
      if (this.connectError) throw this.connectError;
      let fail: (error: Error) => void = () => {};
      const failed = new Promise<never>((_, reject) => {
        fail = reject;
      });
      this.waiting.add(fail);
      try {
        await Promise.race([this.firstConnect, failed]);
      } finally {
        this.waiting.delete(fail);
      }
    }
    return this.client;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.client.isOpen) this.client.destroy();
  }

  /** Connects; a client whose connect fails outright is torn down, so that the next call starts afresh. */
  private async connect(): Promise<void> {
    try {
      await this.client.connect();
    } catch (error) {
      if (this.client.isOpen) this.client.destroy();
      throw error;
    }
  }
}

/**
 * Opens the Redis storage for a `redis://` or `rediss://` STORAGE_URL:
 * `redis://[user:password@]host[:port][/db][?prefix=name][&cluster=true]`. The prefix (default `qrbar`)
 * lets several deployments or test runs share one server and database; `cluster=true` treats the host as
 * one node of a Redis Cluster (database 0 only).
 *
 * @example
 * ```ts
 * const storage = openRedis(new URL("redis://127.0.0.1:6379/0?prefix=qrbar"), { timeoutMs: 2000 });
 * ```
 */
export function openRedis(url: URL, options: CodeStoreOptions): RedisAdapter {
  const server = new URL(url.href);
  const prefix = server.searchParams.get("prefix") ?? DEFAULT_REDIS_PREFIX;
  const cluster = server.searchParams.get("cluster") ?? "false";
  for (const param of ["prefix", "cluster"]) server.searchParams.delete(param);
  const [unknown] = server.searchParams.keys();
  const broken = [
    unknown !== undefined && `parameter '${unknown}' is not known for Redis; use prefix or cluster`,
    !/^[\w.-]{1,64}$/.test(prefix) && "prefix must be 1 to 64 letters, digits, '_', '.' or '-'",
    !/^\/?(\d{1,5})?$/.test(server.pathname) && "path must be a Redis database number such as /0",
    !["true", "false"].includes(cluster) && "cluster must be true or false",
    cluster === "true" && !/^\/?0?$/.test(server.pathname) && "a Redis Cluster has only database 0",
  ].find(Boolean);
  if (broken) throw storageUrlError(broken);
  return new RedisAdapter({
    url: server.href,
    cluster: cluster === "true",
    connectTimeoutMs: options.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS,
    prefix,
  });
}
