import { type CodeStore, openStore } from "@qrbar/core";
import type { GenerationPool } from "@qrbar/core/service";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { canonicalUrl } from "./canonical-url.js";
import type { ServerConfig } from "./config.js";
import { clientErrorHandler, requireHost } from "./errors/client-error.js";
import { installErrorHandling, sendError, toQrbarError } from "./errors/error-handler.js";
import { logStoreEvent } from "./log-store-event.js";
import { ServerMetrics } from "./metrics/metrics.js";
import { metricsPlugin } from "./metrics/metrics-plugin.js";
import { budgetCounterPlugin } from "./plugins/budget-counter.js";
import { clientKeyPlugin } from "./plugins/client-key.js";
import { connectionLimitsPlugin } from "./plugins/connection-limits.js";
import { gracefulClosePlugin } from "./plugins/graceful-close.js";
import { JSON_BODY_LIMIT, jsonBodyPlugin } from "./plugins/json-body.js";
import { type OverloadOptions, overloadPlugin } from "./plugins/overload.js";
import { prototypeKeysPlugin } from "./plugins/prototype-keys.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { requestId, requestLogPlugin } from "./plugins/request-log.js";
import { securityPlugin } from "./plugins/security.js";
import { storedBytesBudget } from "./plugins/stored-bytes-budget.js";
import { barcodeRoutes } from "./routes/barcode.js";
import { batchRoutes } from "./routes/batch.js";
import { docsRoutes } from "./routes/docs.js";
import { healthRoutes } from "./routes/health.js";
import { imageUrlRoutes } from "./routes/image-url.js";
import { labelRoutes } from "./routes/label.js";
import { llmsTxtRoutes } from "./routes/llms-txt.js";
import { mcpRoutes } from "./routes/mcp.js";
import { openApiPlugin } from "./routes/openapi.js";
import { playgroundRoutes } from "./routes/playground.js";
import { qrRoutes } from "./routes/qr.js";
import { scanRoutes } from "./routes/scan.js";
import { typesRoutes } from "./routes/types.js";
import { createWorkerPools } from "./worker-pools.js";

/** Options of {@link buildApp}: the settings, and optionally a store built elsewhere (tests). */
export interface BuildAppOptions {
  readonly config: ServerConfig;
  /** Used instead of building one from `config.storageUrl`; the caller then closes it. */
  readonly store?: CodeStore;
  /** Pino logger on or off (default on, at `config.logLevel`). */
  readonly logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  readonly logStream?: { write(line: string): void };
  /** Load-shedding thresholds (tests lower them; production uses the defaults). */
  readonly overload?: OverloadOptions;
  /** Used instead of a new generation pool (tests watch what reaches it); the caller then closes it. */
  readonly generator?: GenerationPool;
}

/**
 * Builds the Fastify app without listening, so tests can `inject()` requests.
 *
 * @example
 * ```ts
 * const app = await buildApp({ config: loadConfig({ STORAGE_URL: "memory://" }) });
 * const res = await app.inject({ method: "GET", url: "/api/qr/types" });
 * ```
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Validation happens in @qrbar/core with the same schemas, so library users get it too;
    // route schemas document the contract and shape the responses.
    ajv: { customOptions: { strict: false } },
    // Every phase of a connection has a deadline (docs/public-service.md); Node checks them this often.
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs / 4),
      requireHostHeader: false,
    },
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    clientErrorHandler,
    // Requests arriving while the server closes are answered in our shape (see gracefulClosePlugin).
    return503OnClosing: false,
    genReqId: requestId,
    // Routing, the rate limit and the logs see one canonical form of every path.
    rewriteUrl: (request) => canonicalUrl(request.url ?? "/"),
    // Errors Fastify raises before routing (a malformed URL) take the same JSON shape.
    frameworkErrors: (error, _request, reply) => sendError(reply, toQrbarError(error)),
    requestIdHeader: false,
    // One line per request comes from the request-log plugin instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(() => () => true);
  const metrics = config.metricsPort === undefined ? undefined : new ServerMetrics();
  if (metrics && config.metricsPort !== undefined) {
    await app.register(metricsPlugin, { metrics, port: config.metricsPort, host: config.metricsHost });
  }

  // A store that cannot be used stops the start with one sentence naming STORAGE_URL and the cause
  // (so its transitions are logged only once it has opened).
  let opened = false;
  const store =
    options.store ??
    (await openStore(config.storageUrl, {
      retentionDays: config.retentionDays,
      maxCodeBytes: config.storeCodeMaxBytes,
      observe: (event) => {
        if (opened) logStoreEvent(app.log, event);
        metrics?.store(event);
      },
    }));
  opened = true;
  if (!options.store) app.addHook("onClose", async () => store.close());

  await app.register(connectionLimitsPlugin, {
    maxConnections: config.maxConnections,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
  });
  await app.register(clientKeyPlugin, { ipv6Prefix: config.ipv6ClientPrefix });
  await app.register(requestLogPlugin);
  app.addHook("onRequest", requireHost);
  await app.register(gracefulClosePlugin);
  await app.register(securityPlugin);
  await app.register(overloadPlugin, options.overload ?? {});
  await app.register(budgetCounterPlugin, { storageUrl: config.storageUrl });
  await app.register(rateLimitPlugin, {
    max: config.rateLimitMax,
    windowMs: config.rateLimitWindowMs,
    documentsMax: config.documentRateLimitMax,
  });
  await app.register(jsonBodyPlugin);
  await app.register(prototypeKeysPlugin);
  installErrorHandling(app);
  await app.register(openApiPlugin);
  // Heavy codes (isHeavyGeneration), scans and labels run in worker threads, one pool of each for the
  // routes and /mcp alike, started on their first task.
  const { close: closePools, ...pools } = createWorkerPools(config, {
    ...(metrics ? { observe: metrics.pool } : {}),
    ...(options.generator ? { generator: options.generator } : {}),
  });
  app.addHook("onClose", closePools);
  const saveCode = storedBytesBudget({
    store,
    counter: app.budgetCounter,
    maxBytes: config.storeBytesMax,
    windowMs: config.storeBytesWindowMs,
  });
  const routeOptions = { store, saveCode, ...pools, publicBaseUrl: config.publicBaseUrl };
  await app.register(healthRoutes, routeOptions);
  await app.register(qrRoutes, routeOptions);
  await app.register(barcodeRoutes, routeOptions);
  await app.register(imageUrlRoutes, routeOptions);
  await app.register(scanRoutes, routeOptions);
  await app.register(batchRoutes, routeOptions);
  await app.register(labelRoutes, routeOptions);
  await app.register(typesRoutes, routeOptions);
  await app.register(mcpRoutes, routeOptions);
  await app.register(llmsTxtRoutes);
  await app.register(docsRoutes);
  await app.register(playgroundRoutes, {});
  return app;
}
