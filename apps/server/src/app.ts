import { type CodeStore, createStore } from "@qrbar/core";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerConfig } from "./config.js";
import { installErrorHandling } from "./errors/error-handler.js";
import { barcodeRoutes } from "./routes/barcode.js";
import { batchRoutes } from "./routes/batch.js";
import { docsRoutes } from "./routes/docs.js";
import { healthRoutes } from "./routes/health.js";
import { openApiPlugin } from "./routes/openapi.js";
import { qrRoutes } from "./routes/qr.js";
import { scanRoutes } from "./routes/scan.js";

/** Options of {@link buildApp}: the settings, and optionally a store built elsewhere (tests). */
export interface BuildAppOptions {
  readonly config: ServerConfig;
  /** Used instead of building one from `config.storageUrl`; the caller then closes it. */
  readonly store?: CodeStore;
  /** Pino logger on or off (default on, at `config.logLevel`). */
  readonly logger?: boolean;
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
  });
  app.setValidatorCompiler(() => () => true);

  const store = options.store ?? createStore(config.storageUrl, { retentionDays: config.retentionDays });
  if (!options.store) app.addHook("onClose", async () => store.close());

  installErrorHandling(app);
  await app.register(openApiPlugin);
  const routeOptions = { store, publicBaseUrl: config.publicBaseUrl };
  await app.register(healthRoutes, routeOptions);
  await app.register(qrRoutes, routeOptions);
  await app.register(barcodeRoutes, routeOptions);
  await app.register(scanRoutes, routeOptions);
  await app.register(batchRoutes, routeOptions);
  await app.register(docsRoutes);
  return app;
}
