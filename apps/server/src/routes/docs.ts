import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";

/** Where the interactive reference lives; `api_docs` and `documentation` point here. */
const DOCS_PATH = "/api/docs";

/**
 * `GET /api/docs`: the interactive reference (Swagger UI) over the OpenAPI document. Its scripts,
 * styles and the document are served by this server under `/api/docs/` (no CDN, no validator
 * badge): the page works offline and within the CSP (no inline script).
 */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    theme: { title: "qrbar API reference" },
    // No badge fetched from validator.swagger.io: the page makes no request outside this server.
    validatorUrl: false,
    uiConfig: {
      layout: "BaseLayout",
      deepLinking: true,
      displayOperationId: false,
      displayRequestDuration: true,
      defaultModelsExpandDepth: 0,
      docExpansion: "list",
      tryItOutEnabled: true,
    },
  });
}
