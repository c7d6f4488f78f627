import { createStore } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "./app.js";
import { loadConfig } from "./config.js";

/**
 * An app over a fresh in-memory store with logging off, for `inject()` tests. Load shedding only
 * trips on a 60 s event-loop lag here, so a busy test machine cannot turn answers into 503s; its own
 * test (`plugins/overload.test.ts`) sets real thresholds.
 *
 * @example
 * ```ts
 * const app = await buildTestApp();
 * const res = await app.inject({ method: "GET", url: "/api/health" });
 * ```
 */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  options: Pick<BuildAppOptions, "generator"> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ STORAGE_URL: "memory://", ...env });
  return buildApp({
    ...options,
    config,
    logger: false,
    store: await createStore(config.storageUrl),
    overload: { maxEventLoopDelayMs: 60_000 },
  });
}
