import { createStore } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../app.js";
import { loadConfig } from "../config.js";

/**
 * An app over a fresh in-memory store with logging off, for `inject()` tests. Load shedding only
 * trips on a 60 s event-loop lag here, so a busy test machine cannot turn answers into 503s; its own
 * test (`plugins/overload.test.ts`) sets real thresholds, and `options.overload` may add some.
 *
 * @example
 * ```ts
 * const app = await buildTestApp();
 * const res = await app.inject({ method: "GET", url: "/api/health" });
 * ```
 */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  options: Pick<BuildAppOptions, "generator" | "overload"> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ STORAGE_URL: "memory://", ...env });
  return buildApp({
    config,
    logger: false,
    store: await createStore(config.storageUrl, { maxCodeBytes: config.storeCodeMaxBytes }),
    ...options,
    overload: { maxEventLoopDelayMs: 60_000, ...options.overload },
  });
}

/**
 * Every route the app registers, as method and path (parameters as registered, e.g. `:qr_id`), read from
 * `printRoutes`, whose tree indents each level 4 more and holds the rest of its parent's path. The tree
 * drops a shared prefix from a wildcard (`/api/docs/static/*` shows as `*` beside `static/index.html`):
 * such a path is completed from a sibling's prefix the router confirms.
 *
 * @example
 * ```ts
 * registeredRoutes(app); // [{ method: "GET", url: "/api/health" }, { method: "POST", url: "/api/qr/generate" }, ...]
 * ```
 */
export function registeredRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const stack: string[] = [];
  const siblings: string[][] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split("\n")
    .flatMap((line) => {
      const match = /── (\S+) \(([^)]+)\)/.exec(line);
      if (!match?.[1] || !match[2]) return [];
      const depth = (line.indexOf("──") - 1) / 4;
      stack.length = depth;
      siblings.length = depth + 1;
      const parent = stack.join("");
      const methods = match[2].split(", ");
      const has = (label: string) => app.hasRoute({ method: methods[0] as "GET", url: parent + label });
      const label =
        depth === 0 || has(match[1])
          ? match[1]
          : (siblings[depth] ?? []).map((s) => s.slice(0, s.lastIndexOf("/") + 1) + match[1]).find(has);
      siblings[depth] = [...(siblings[depth] ?? []), match[1]];
      stack.push(label ?? match[1]);
      const url = stack.join("");
      return methods.map((method) => ({ method, url }));
    });
}
