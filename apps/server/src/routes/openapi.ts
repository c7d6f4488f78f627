import swagger from "@fastify/swagger";
import { ENDPOINTS } from "@qrbar/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { defineRoute } from "./define-route.js";
import { completeDocument } from "./openapi-document.js";
import { type PrebuiltDocument, prebuildDocument, sendDocument } from "./prebuilt-document.js";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The OpenAPI document as served (JSON, gzip and brotli, with ETags), built once when first asked
     * for, after every route is registered: `GET /api/openapi.json` and the reference page's `./json`.
     */
    openApiDocument(): Promise<PrebuiltDocument>;
  }
}

/**
 * Collects every route's schemas into an OpenAPI 3.1 document, completed with the reference's
 * descriptions, error codes and examples, and serves it at `GET /api/openapi.json` from prebuilt bytes
 * (not serialised again for each request). Registered before the routes so
 * that it sees them all.
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
  let document: Promise<PrebuiltDocument> | undefined;
  app.decorate("openApiDocument", () => {
    document ??= prebuildDocument(JSON.stringify(app.swagger()), "application/json; charset=utf-8");
    return document;
  });
  // Hidden from @fastify/swagger, described by its entry instead (the route would document the document's shape).
  defineRoute(app, ENDPOINTS.getOpenApiDocument, async (request, reply) =>
    sendDocument(await app.openApiDocument(), request, reply),
  );
});
