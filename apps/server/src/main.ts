#!/usr/bin/env node
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";

/** Starts the server from the environment; exits 1 with one sentence on a bad setting. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`qrbar: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });
  const shutdown = async (signal: string) => {
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

main().catch((error: unknown) => {
  process.stderr.write(`qrbar: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
