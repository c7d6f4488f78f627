import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Collects every route's schemas into an OpenAPI 3.1 document, served at `GET /api/openapi.json`.
 * Registered before the routes so that it sees them all.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "qrbar",
        version: "0.1.0",
        description: "QR codes and barcodes over HTTP. Every failure is JSON: {success: false, error, code}.",
      },
    },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
});
