import KeyvRedis, { createClient, createCluster } from "@keyv/redis";
import Keyv from "keyv";
import { type CodeStoreOptions, DEFAULT_STORAGE_TIMEOUT_MS } from "./code-store.js";
import type { InsertOnlyAdapter } from "./insert-only.js";
import { storageUrlError } from "./storage-url-error.js";

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
  /** `set` writes only absent keys (`SET NX`) and answers `false` otherwise (see {@link InsertOnlyAdapter}). */
  readonly insertOnly?: boolean;
}

/** Waits 100, 200, 400 ... ms between reconnect attempts, never more than 2 s: recovery within 2 s of Redis coming back. */
const reconnectDelay = (retries: number): number => Math.min(100 * 2 ** retries, 2000);

/**
 * `@keyv/redis` set up for a service that must fail fast and heal by itself: errors are thrown, not
 * swallowed (the stock adapter reports a failed write as success); while the connection is down every
 * command fails at once (no offline queue that would replay timed-out writes later) and the client
 * reconnects in the background; `insertOnly` claims keys with `SET key value NX PX ttl`, one atomic
 * command; `disconnect` does not wait on a server that may be gone.
 *
 * @example
 * ```ts
 * const keyv = new Keyv({ store: new RedisAdapter({ url: "redis://127.0.0.1:6379", connectTimeoutMs: 2000 }) });
 * ```
 */
export class RedisAdapter extends KeyvRedis<string> implements InsertOnlyAdapter {
  readonly insertOnly: boolean;
  private firstConnect: Promise<unknown> | undefined;
  /** Whether a first connection was ever made (then a lost one fails calls at once by itself). */
  private connected = false;
  /** Why the connection failed last, until it is made: refused, unknown host, wrong password or database. */
  private connectError: Error | undefined;
  /** Calls waiting on the first connection, told of the next failure. */
  private readonly waiting = new Set<(error: Error) => void>();

  constructor(options: RedisAdapterOptions) {
    const settings = {
      disableOfflineQueue: true,
      socket: { connectTimeout: options.connectTimeoutMs, reconnectStrategy: reconnectDelay },
    };
    const { username, password, protocol } = new URL(options.url);
    const client = options.cluster
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
    super(client, { throwOnErrors: true, throwOnConnectError: true });
    this.insertOnly = options.insertOnly ?? false;
    // The client keeps reconnecting after a failed first connection, so its promise stays pending:
    // the failures themselves arrive as error events (refused, ERR DB index is out of range, WRONGPASS).
    client.on("error", (error: Error) => {
      if (this.connected) return;
      this.connectError = error;
      for (const fail of this.waiting) fail(error);
      this.waiting.clear();
    });
  }

  /**
   * Every call waits for the first connection (callers bound the wait), so the operations of a fresh
   * store do not fail for being early; but once an attempt has failed, calls fail at once with its
   * cause (connection refused, wrong password, no such database) while the client keeps trying in the
   * background, instead of each waiting out its deadline. A first connection that fails outright (a
   * cluster whose nodes all refuse) is tried again by the next call; once it has been made, a lost
   * connection fails calls at once while the client reconnects, and a closed adapter stays closed.
   */
  override async getClient(): ReturnType<KeyvRedis<string>["getClient"]> {
    this.firstConnect ??= super.getClient().then(
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

  // @ts-expect-error the stock set answers nothing; keyv passes a boolean answer on as "written or not".
  override async set(key: string, value: string, ttl?: number): Promise<boolean> {
    if (!this.insertOnly) {
      await super.set(key, value, ttl);
      return true;
    }
    const client = await this.getClient();
    const reply = await client.set(this.createKeyPrefix(key, this.namespace), value, {
      condition: "NX",
      ...(ttl ? { expiration: { type: "PX", value: ttl } } : {}),
    });
    return reply === "OK";
  }

  override async disconnect(): Promise<void> {
    await super.disconnect(true);
  }
}

/**
 * Opens the insert-only Redis store for a `redis://` or `rediss://` STORAGE_URL:
 * `redis://[user:password@]host[:port][/db][?prefix=name][&cluster=true]`. The prefix (default `qrbar`)
 * lets several deployments or test runs share one server and database; `cluster=true` treats the host as
 * one node of a Redis Cluster (database 0 only).
 *
 * @example
 * ```ts
 * const keyv = openRedis(new URL("redis://127.0.0.1:6379/0?prefix=qrbar"), { timeoutMs: 2000 });
 * ```
 */
export function openRedis(url: URL, options: CodeStoreOptions): Keyv {
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
  const store = new RedisAdapter({
    url: server.href,
    cluster: cluster === "true",
    connectTimeoutMs: options.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS,
    insertOnly: true,
  });
  // keyv leaves the prefix to the adapter (`prefix::key`), as @keyv/redis's own createKeyv does.
  return new Keyv({ store, namespace: prefix, useKeyPrefix: false });
}
