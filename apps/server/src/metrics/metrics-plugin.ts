import cluster from "node:cluster";
import { isQrbarError } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AggregatorRegistry } from "prom-client";
import type { ServerMetrics, ShedReason } from "./metrics.js";
import { listenForMetrics, type MetricsListener } from "./metrics-listener.js";
import { shedReasonOf } from "./shed-reason.js";

/** The label of requests that matched no route (404s): one value, so unknown URLs add no series. */
const UNMATCHED = "(unmatched)";

/** Why a refused request was refused: what its handler marked, else what its error code says. */
function shedReason(code: string | undefined, status: number, marked: ShedReason | undefined): ShedReason | undefined {
  if (marked) return marked;
  if (status === 408) return "timeout";
  if (code === "RATE_LIMITED") return "rate_limit";
  // The overload guard marks its own refusals; an unmarked OVERLOADED came from a full pool queue.
  if (code === "OVERLOADED") return "queue_full";
  return undefined;
}

/** Options of {@link metricsPlugin}. */
export interface MetricsPluginOptions {
  readonly metrics: ServerMetrics;
  /** Where the metrics listener binds (`METRICS_PORT`, `METRICS_HOST`). */
  readonly port: number;
  readonly host: string;
}

/**
 * Feeds {@link ServerMetrics} from the request cycle: every answered request by method, route
 * pattern and status with its latency, refusals by reason, and the HTTP parser's request timeouts.
 * When the app listens, `GET /metrics` is served on a listener of its own at `host:port` (see
 * {@link listenForMetrics}), never on the public port. In a worker of `WORKERS=n` no listener is
 * opened: the primary serves the sum over its workers (prom-client's `AggregatorRegistry`), and
 * this worker answers its requests with this registry.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { metrics, port, host }: MetricsPluginOptions) => {
  if (cluster.isWorker) {
    // Constructing one installs prom-client's answer to the primary's requests in this worker.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([metrics.registry]);
  } else {
    let listener: MetricsListener | undefined;
    app.addHook("onListen", async () => {
      listener = await listenForMetrics({
        port,
        host,
        collect: () => metrics.registry.metrics(),
        contentType: metrics.registry.contentType,
      });
      app.log.info(`metrics at http://${host.includes(":") ? `[${host}]` : host}:${listener.port}/metrics`);
    });
    app.addHook("onClose", async () => listener?.close());
  }
  const codes = new WeakMap<object, string>();
  app.addHook("onError", async (request, _reply, error) => {
    if (isQrbarError(error)) codes.set(request, error.code);
    else if (typeof (error as { code?: unknown }).code === "string")
      codes.set(request, (error as { code: string }).code);
  });
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    const reason = shedReason(codes.get(request), reply.statusCode, shedReasonOf(request));
    if (reason) metrics.shed(reason);
  });
  // A request whose headers or body did not arrive in time never reaches a route.
  app.server.on("clientError", (error: NodeJS.ErrnoException) => {
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") metrics.shed("timeout");
  });
});
