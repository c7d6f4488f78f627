import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "./config.js";

/** What {@link runServer} tells its caller, in the process it was called in (never in a worker). */
export interface RunServerHooks {
  /** The server listens (with `WORKERS=n`, all n workers do): its base URL, e.g. `http://0.0.0.0:3000`. */
  readonly onListening?: (address: string) => void;
  /** A stop signal arrived: the requests in flight are being answered. */
  readonly onStopping?: (signal: NodeJS.Signals) => void;
}

/** The first of SIGTERM and SIGINT to arrive, and a way to stop listening for them. */
function stopSignal(): { readonly signalled: Promise<NodeJS.Signals>; readonly dispose: () => void } {
  let dispose = () => {};
  const signalled = new Promise<NodeJS.Signals>((resolve) => {
    const onTerm = () => resolve("SIGTERM");
    const onInt = () => resolve("SIGINT");
    process.once("SIGTERM", onTerm);
    process.once("SIGINT", onInt);
    dispose = () => {
      process.off("SIGTERM", onTerm);
      process.off("SIGINT", onInt);
    };
  });
  return { signalled, dispose };
}

/** One server in this process (alone, or as one of the workers) until SIGTERM or SIGINT. */
async function serveHere(config: ServerConfig, hooks: RunServerHooks): Promise<number> {
  const tell = !cluster.isWorker;
  // Installed before listening: a signal during start-up still stops the server gracefully. A start
  // that fails takes them away again, so the calling program's own signal handling is as it was.
  const { signalled, dispose } = stopSignal();
  let app: FastifyInstance | undefined;
  let address: string;
  try {
    const { buildApp } = await import("./app.js");
    app = await buildApp({ config });
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    dispose();
    await app?.close();
    throw error;
  }
  if (tell) hooks.onListening?.(address);
  // A terminal's Ctrl-C reaches a worker directly and through its primary's SIGTERM: the first counts.
  const signal = await signalled;
  if (tell) hooks.onStopping?.(signal);
  app.log.info({ signal }, "shutting down");
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      app.log.error(`in-flight requests did not finish within ${config.shutdownTimeoutMs / 1000} s; exiting`);
      resolve(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
  });
  const code = await Promise.race([app.close().then(() => 0), gaveUp]);
  clearTimeout(timer);
  dispose();
  // A worker's channel to its primary would keep its process alive after the server has closed.
  if (cluster.isWorker) process.disconnect?.();
  return code;
}

/**
 * Runs the qrbar server as `pnpm start` does: one process, or with `WORKERS=n` (n > 1) a primary that
 * forks n workers sharing the port (each worker re-runs the calling program, which calls this again
 * and serves). Stops on SIGTERM or SIGINT once the requests in flight are answered, and resolves with
 * the exit code the process should end with: 0, or 1 when they were not answered within `SHUTDOWN_TIMEOUT` (or, for
 * a primary, when a worker failed). Rejects when the server cannot start (a port in use, a store it
 * cannot open). The primary loads neither Fastify nor the routes.
 *
 * @example
 * ```ts
 * process.exitCode = await runServer(loadConfig(), { onListening: (url) => console.log(url) });
 * ```
 */
export async function runServer(config: ServerConfig, hooks: RunServerHooks = {}): Promise<number> {
  if (config.workers > 1 && cluster.isPrimary) {
    return (await import("./cluster/run-primary.js")).runPrimary(config, hooks);
  }
  return serveHere(config, hooks);
}
