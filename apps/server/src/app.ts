import { type CodeStore, createGenerationPool, createStore, type GenerationPool } from "@qrbar/core";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { ServerConfig } from "./config.js";
import { installErrorHandling, sendError, toQrbarError } from "./errors/error-handler.js";
import { gracefulClosePlugin } from "./plugins/graceful-close.js";
import { type OverloadOptions, overloadPlugin } from "./plugins/overload.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { requestId, requestLogPlugin } from "./plugins/request-log.js";
import { securityPlugin } from "./plugins/security.js";
import { barcodeRoutes } from "./routes/barcode.js";
import { batchRoutes } from "./routes/batch.js";
import { docsRoutes } from "./routes/docs.js";
import { healthRoutes } from "./routes/health.js";
import { imageUrlRoutes } from "./routes/image-url.js";
import { labelRoutes } from "./routes/label.js";
import { llmsTxtRoutes } from "./routes/llms-txt.js";
import { mcpRoutes } from "./routes/mcp.js";
import { openApiPlugin } from "./routes/openapi.js";
import { qrRoutes } from "./routes/qr.js";
import { scanRoutes } from "./routes/scan.js";
import { typesRoutes } from "./routes/types.js";

/** Options of {@link buildApp}: the settings, and optionally a store built elsewhere (tests). */
export interface BuildAppOptions {
  readonly config: ServerConfig;
  /** Used instead of building one from `config.storageUrl`; the caller then closes it. */
  readonly store?: CodeStore;
  /** Pino logger on or off (default on, at `config.logLevel`). */
  readonly logger?: boolean;
  /** Load-shedding thresholds (tests lower them; production uses the defaults). */
  readonly overload?: OverloadOptions;
  /** Used instead of a new generation pool (tests watch what reaches it); the caller then closes it. */
  readonly generator?: GenerationPool;
}

/** JSON bodies over this are 413 (decisions.md). */
export const JSON_BODY_LIMIT = 1_048_576;

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
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Validation happens in @qrbar/core with the same schemas, so library users get it too;
    // route schemas document the contract and shape the responses.
    ajv: { customOptions: { strict: false } },
    genReqId: requestId,
    // Errors Fastify raises before routing (a malformed URL) take the same JSON shape.
    frameworkErrors: (error, _request, reply) => sendError(reply, toQrbarError(error)),
    requestIdHeader: false,
    // One line per request comes from the request-log plugin instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(() => () => true);

  const store = options.store ?? (await createStore(config.storageUrl, { retentionDays: config.retentionDays }));
  if (!options.store) app.addHook("onClose", async () => store.close());

  await app.register(requestLogPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(securityPlugin);
  await app.register(overloadPlugin, options.overload ?? {});
  await app.register(rateLimitPlugin, {
    max: config.rateLimitMax,
    windowMs: config.rateLimitWindowMs,
    storageUrl: config.storageUrl,
  });
  installErrorHandling(app);
  await app.register(openApiPlugin);
  // Heavy QR/barcode requests (isHeavyGeneration) run in worker threads, started on the first one.
  const generator = options.generator ?? createGenerationPool();
  if (!options.generator) app.addHook("onClose", () => generator.close());
  const routeOptions = { store, generator, publicBaseUrl: config.publicBaseUrl };
  await app.register(healthRoutes, routeOptions);
  await app.register(qrRoutes, routeOptions);
  await app.register(barcodeRoutes, routeOptions);
  await app.register(imageUrlRoutes, routeOptions);
  await app.register(scanRoutes, {
    ...routeOptions,
    scan: {
      ...(config.scanThreads === undefined ? {} : { threads: config.scanThreads }),
      ...(config.scanQueue === undefined ? {} : { maxQueue: config.scanQueue }),
    },
  });
  await app.register(batchRoutes, routeOptions);
  await app.register(labelRoutes, routeOptions);
  await app.register(typesRoutes, routeOptions);
  await app.register(mcpRoutes, routeOptions);
  await app.register(llmsTxtRoutes);
  await app.register(docsRoutes);
  return app;
}
