import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createConnection, createServer } from "node:net";
import { STORAGE_BACKENDS, type TestServer } from "../storage/storage-backends.js";
import type { ProxyTarget } from "./tcp-proxy.js";

/** The server a back-end's tests use: its row's variable when set, else the local default. */
function testServerUrl(scheme: string): string {
  const server = STORAGE_BACKENDS[scheme]?.testServer as TestServer;
  return process.env[server.variable] ?? server.fallback;
}

/** Redis for the storage tests: `QRBAR_TEST_REDIS_URL`, else the local server's database 0. */
export const TEST_REDIS_URL = testServerUrl("redis:");

/** PostgreSQL for the storage tests: `QRBAR_TEST_POSTGRES_URL`, else the local server's `test` database. */
export const TEST_POSTGRES_URL = testServerUrl("postgres:");

/**
 * Host and port of the server a URL names.
 *
 * @example
 * ```ts
 * serverOf("redis://127.0.0.1/0"); // { host: "127.0.0.1", port: 6379 }
 * ```
 */
export function serverOf(url: string): ProxyTarget {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) || (STORAGE_BACKENDS[parsed.protocol]?.defaultPort ?? 0) };
}

/**
 * The URL with its host and port replaced by a loopback port (a {@link TcpProxy}'s) and query
 * parameters added.
 *
 * @example
 * ```ts
 * via("redis://127.0.0.1:6379/0", 41234, { prefix: "t1" }); // "redis://127.0.0.1:41234/0?prefix=t1"
 * ```
 */
export function via(url: string, port: number | undefined, params: Record<string, string>): string {
  const parsed = new URL(url);
  if (port !== undefined) {
    parsed.hostname = "127.0.0.1";
    parsed.port = String(port);
  }
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return parsed.href;
}

/**
 * A name no other test run uses, for a key prefix or schema: `qrbar_test_<12 hex>`.
 *
 * @example
 * ```ts
 * const schema = uniqueName(); // "qrbar_test_9f86d081884c"
 * ```
 */
export function uniqueName(): string {
  return `qrbar_test_${randomBytes(6).toString("hex")}`;
}

/**
 * Whether the server behind `url` accepts a TCP connection within a second.
 *
 * @example
 * ```ts
 * if (await acceptsConnection("redis://127.0.0.1:6379/0")) console.log("Redis is up");
 * ```
 */
export function acceptsConnection(url: string): Promise<boolean> {
  const { host, port } = serverOf(url);
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}

/**
 * Whether the server behind `url` accepts a TCP connection within a second. Under CI (`CI` set) an
 * unreachable server is an error, since `.ci/run` starts it; elsewhere the caller skips its tests.
 *
 * @example
 * ```ts
 * describe.runIf(await serverReachable(TEST_REDIS_URL))("redis", () => { ... });
 * ```
 */
export async function serverReachable(url: string): Promise<boolean> {
  const reachable = await acceptsConnection(url);
  if (!reachable && process.env.CI) {
    const { host, port } = serverOf(url);
    throw new Error(`no server at ${host}:${port}; .ci/run should have started it`);
  }
  return reachable;
}

/** A loopback port held by a listening server until `close()`. */
export interface TakenPort {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Listens on a free loopback port and holds it, so that whatever else tries to listen there fails
 * with `EADDRINUSE`.
 *
 * @example
 * ```ts
 * const taken = await takePort();
 * await taken.close();
 * ```
 */
export async function takePort(): Promise<TakenPort> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A TCP port that is free on loopback now.
 *
 * @example
 * ```ts
 * const port = await freePort(); // e.g. 41234
 * ```
 */
export async function freePort(): Promise<number> {
  const taken = await takePort();
  await taken.close();
  return taken.port;
}

/**
 * Starts a private `redis-server` in the foreground on loopback `port` (so a test can SIGKILL it), with
 * no snapshots, its files in `dir` and `args` added; resolves once it accepts connections.
 *
 * @example
 * ```ts
 * const redis = await startRedisServer(await freePort(), dir, ["--appendonly", "yes"]);
 * ```
 */
export function startRedisServer(port: number, dir: string, args: readonly string[] = []): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", "", ...args],
    { stdio: "pipe" },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
}
