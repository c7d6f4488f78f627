// The local Redis as the benches that store codes there see it, through Debian's redis-cli.
import { spawnSync } from "node:child_process";

/** The Redis the benches use (`QRBAR_TEST_REDIS_URL`, as the tests; default the one on loopback). */
export const REDIS_URL = process.env.QRBAR_TEST_REDIS_URL ?? "redis://127.0.0.1:6379/0";

/** Runs one redis-cli command against {@link REDIS_URL}; its trimmed output ("" when it could not run). */
export const redisCli = (...args: string[]): string =>
  spawnSync("redis-cli", ["-u", REDIS_URL, ...args], { encoding: "utf8" }).stdout?.trim() ?? "";

/** Bytes the Redis server holds (`used_memory`): what codes stored there take, read before and after. */
export const redisUsedMemory = (): number =>
  Number(/used_memory:(\d+)/.exec(redisCli("info", "memory"))?.[1] ?? Number.NaN);

/**
 * Removes every key that starts with `prefix` (a run's own key prefix), 500 to a command.
 *
 * @example
 * ```ts
 * unlinkKeys("qrbar_bench_1a2b3c::");
 * ```
 */
export function unlinkKeys(prefix: string): void {
  for (
    let keys = redisCli("--scan", "--pattern", `${prefix}*`).split("\n").filter(Boolean);
    keys.length > 0;
    keys = keys.slice(500)
  ) {
    redisCli("unlink", ...keys.slice(0, 500));
  }
}
