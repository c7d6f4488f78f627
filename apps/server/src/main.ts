#!/usr/bin/env node
import cluster from "node:cluster";
import { ConfigError, loadConfig, type ServerConfig } from "./config.js";

/** The settings from the environment; exits 1 with one sentence on a bad one. */
function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`qrbar: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Runs one server in this process (alone, or as one of the workers) until SIGTERM or SIGINT. */
async function serve(config: ServerConfig): Promise<void> {
  const { buildApp } = await import("./app.js");
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    // A terminal's Ctrl-C reaches a worker directly and through its primary's SIGTERM: close once.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // In-flight requests get this long to finish before the process gives up on them.
    setTimeout(() => {
      app.log.error("in-flight requests did not finish within 25 s; exiting");
      process.exit(1);
    }, 25_000).unref();
    await app.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
}

// The primary of WORKERS=n only forks and counts: it loads neither Fastify nor the routes.
const config = readConfig();
if (config.workers > 1 && cluster.isPrimary) {
  (await import("./cluster/run-primary.js")).runPrimary(config);
} else {
  serve(config).catch((error: unknown) => {
    process.stderr.write(`qrbar: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
