import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { serverReachable, TEST_REDIS_URL } from "@qrbar/core/testing";

/** Redis for the server's tests: `QRBAR_TEST_REDIS_URL`, else the local server's database 0. */
export { TEST_REDIS_URL };

/**
 * Whether Redis at {@link TEST_REDIS_URL} accepts a TCP connection within a second. Under CI (`CI`
 * set) it must: `.ci/run` starts it, so a missing one is an error rather than skipped tests.
 *
 * @example
 * ```ts
 * describe.runIf(await redisReachable())("over Redis", () => { ... });
 * ```
 */
export function redisReachable(): Promise<boolean> {
  return serverReachable(TEST_REDIS_URL);
}

/**
 * A key prefix of its own for one test run (`qrbar_test_<12 hex>`), and the STORAGE_URL that uses it.
 *
 * @example
 * ```ts
 * const { prefix, storageUrl } = testRedisPrefix();
 * ```
 */
export function testRedisPrefix(): { prefix: string; storageUrl: string } {
  const prefix = `qrbar_test_${randomBytes(6).toString("hex")}`;
  const url = new URL(TEST_REDIS_URL);
  url.searchParams.set("prefix", prefix);
  return { prefix, storageUrl: url.href };
}

/**
 * Runs one command with `redis-cli` against {@link TEST_REDIS_URL} and returns its output lines.
 *
 * @example
 * ```ts
 * redisCli("pttl", "qrbar_test_9f86d081884c::ratelimit:127.0.0.1"); // ["59874"]
 * ```
 */
export function redisCli(...args: string[]): string[] {
  const run = spawnSync("redis-cli", ["-u", TEST_REDIS_URL, ...args], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`redis-cli ${args[0]} failed: ${run.stderr ?? run.error?.message}`);
  return run.stdout.split("\n").filter(Boolean);
}

/**
 * Removes every key under `<prefix>::` (keys also expire with their retention or window).
 *
 * @example
 * ```ts
 * dropRedisKeys(prefix);
 * ```
 */
export function dropRedisKeys(prefix: string): void {
  const keys = redisCli("--scan", "--pattern", `${prefix}::*`);
  for (let i = 0; i < keys.length; i += 500) redisCli("unlink", ...keys.slice(i, i + 500));
}
