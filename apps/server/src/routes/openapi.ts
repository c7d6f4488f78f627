import swagger from "@fastify/swagger";
import { ENDPOINTS } from "@qrbar/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { defineRoute } from "./define-route.js";
import { completeDocument } from "./openapi-document.js";

/**
 * Collects every route's schemas into an OpenAPI 3.1 document, completed with the reference's
 * descriptions, error codes and examples, and serves it at `GET /api/openapi.json`. Registered before
 * the routes so that it sees them all.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "qrbar", version: "0.1.0" },
    },
    transformObject: (document) =>
      "openapiObject" in document ? completeDocument(document.openapiObject) : document.swaggerObject,
  });
  // Hidden from @fastify/swagger, described by its entry instead (the route would document the document's shape).
  defineRoute(app, ENDPOINTS.getOpenApiDocument, async () => app.swagger());
});
