import cluster, { type Worker } from "node:cluster";
import { MemoryWindowCounter } from "@qrbar/core/service";
import pino from "pino";
import type { ServerConfig } from "../config.js";
import { listenForMetrics, type MetricsListener } from "../metrics/metrics-listener.js";
import type { RunServerHooks } from "../run-server.js";
import { PRIMARY_COUNTS_ENV, serveWindowCounter } from "./primary-window-counter.js";

/** Time workers get beyond their own shutdown window (`SHUTDOWN_TIMEOUT`) before they are killed. */
const STOP_MARGIN_MS = 5000;

/**
 * The primary process of `WORKERS=n` (n > 1): forks n workers that each run the server on the same
 * port (Node's cluster hands each new connection to the next worker in turn), and holds the
 * rate-limit counters of stores without shared ones (SQLite) for all of them. It logs
 * `<n> workers listening on port <port>` once all have started. A worker that dies after it started is
 * replaced; one that dies before it listened (a bad setting, a store it cannot open) stops the whole
 * server with exit code 1, so a broken start does not loop. With `METRICS_PORT` the primary serves
 * the workers' metrics, aggregated. On SIGTERM or SIGINT each worker shuts down gracefully; the promise
 * resolves once all have, with 0 (1 if any failed to, or 5 s after `SHUTDOWN_TIMEOUT`, when the ones
 * left are killed).
 *
 * @example
 * ```ts
 * if (config.workers > 1 && cluster.isPrimary) process.exitCode = await runPrimary(config);
 * ```
 */
export function runPrimary(config: ServerConfig, hooks: RunServerHooks = {}): Promise<number> {
  let finish: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => {
    finish = resolve;
  });
  const log = pino({ level: config.logLevel });
  const counter = new MemoryWindowCounter();
  const alive = new Set<Worker>();
  const listened = new Set<Worker>();
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork({ [PRIMARY_COUNTS_ENV]: "1" });
    alive.add(worker);
    serveWindowCounter(worker, counter);
  };

  const stop = (code: number) => {
    stopping = true;
    exitCode = Math.max(exitCode, code);
    if (alive.size === 0) return finish(exitCode);
    for (const worker of alive) worker.process.kill("SIGTERM");
    const deadlineMs = config.shutdownTimeoutMs + STOP_MARGIN_MS;
    setTimeout(() => {
      log.error(`workers did not stop within ${deadlineMs / 1000} s; killing them`);
      for (const worker of alive) worker.process.kill("SIGKILL");
      finish(1);
    }, deadlineMs).unref();
  };

  cluster.on("listening", (worker, address) => {
    listened.add(worker);
    if (announced || listened.size < config.workers) return;
    announced = true;
    log.info(
      { workers: config.workers, port: address.port },
      `${config.workers} workers listening on port ${address.port}`,
    );
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    hooks.onListening?.(`http://${host}:${address.port}`);
  });

  cluster.on("exit", (worker, code, signal) => {
    alive.delete(worker);
    const started = listened.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive.size === 0) finish(exitCode);
    } else if (!started) {
      log.fatal({ worker: worker.process.pid, code, signal }, "a worker exited before it listened; stopping");
      stop(1);
    } else {
      log.error({ worker: worker.process.pid, code, signal }, "a worker exited; starting another");
      fork();
    }
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      log.info({ signal }, "shutting down the workers");
      hooks.onStopping?.(signal);
      stop(0);
    });
  }
  for (let i = 0; i < config.workers; i++) fork();
  if (config.metricsPort !== undefined) {
    serveClusterMetrics(config.metricsPort, config.metricsHost).then(
      (listener) => {
        log.info(`metrics of all workers at http://${config.metricsHost}:${listener.port}/metrics`);
        finished.then(() => listener.close());
      },
      (error: unknown) => {
        log.fatal({ err: error }, "the metrics listener could not start; stopping");
        stop(1);
      },
    );
  }
  return finished;
}

/**
 * The metrics of every worker, summed (gauges such as event-loop lag as prom-client aggregates them:
 * averages, minimum, maximum), on the metrics listener of the primary: the workers open none.
 */
async function serveClusterMetrics(port: number, host: string): Promise<MetricsListener> {
  const { AggregatorRegistry } = await import("prom-client");
  const aggregator = new AggregatorRegistry();
  return listenForMetrics({
    port,
    host,
    collect: () => aggregator.clusterMetrics(),
    contentType: aggregator.contentType,
  });
}
