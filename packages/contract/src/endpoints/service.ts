import { TypesResponseSchema } from "../catalog.js";
import { HealthResponseSchema } from "../health.js";
import { defineEndpoint } from "./define-endpoint.js";
import { catalogDocs } from "./shared.js";

/** Swagger UI's own routes beside its page: not operations, and, like the page, not rate limited. */
const docsAsset = <const P extends string>(path: P, summary: string) =>
  defineEndpoint({
    method: "GET",
    path,
    summary,
    rateLimited: false,
    shed: true,
    registeredBy: "@fastify/swagger-ui",
    undocumented: "an asset of the reference page (GET /api/docs), not an operation",
  });

/** The catalog, health, the reference (page, document and the page's assets). */
export const SERVICE_ENDPOINTS = {
  listTypes: defineEndpoint({
    method: "GET",
    path: "/api/types",
    summary: "List every QR type, barcode type and scan format",
    response: { 200: TypesResponseSchema },
    rateLimited: true,
    shed: true,
    docs: catalogDocs(
      "Catalog",
      "Both catalogs as their own operations give them, and every `results[].type` a scan can report.",
    ),
  }),
  getHealth: defineEndpoint({
    method: "GET",
    path: "/api/health",
    summary: "Health of the service and its storage",
    response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    rateLimited: false,
    shed: false,
    docs: {
      tag: "Service",
      description:
        "Whether the service and its storage answer. Not rate limited and answered under load, so a load balancer can use it.",
      success: "The service and its storage answer.",
      errors: {},
    },
  }),
  getReferencePage: defineEndpoint({
    method: "GET",
    path: "/api/docs",
    summary: "Reference page",
    rateLimited: false,
    shed: true,
    registeredBy: "@fastify/swagger-ui",
    docs: {
      tag: "Service",
      description:
        "This reference as an interactive page (Swagger UI), served with its assets by the service itself: it works offline. Not rate limited.",
      success: "The HTML page.",
      errors: {},
      answers: "text/html",
    },
  }),
  getOpenApiDocument: defineEndpoint({
    method: "GET",
    path: "/api/openapi.json",
    summary: "OpenAPI document",
    rateLimited: false,
    shed: true,
    docs: {
      tag: "Service",
      description: "This reference as an OpenAPI 3.1 document. Not rate limited.",
      success: "The OpenAPI 3.1 document.",
      errors: {},
      answers: "application/json",
    },
  }),
  referencePageIndex: docsAsset("/api/docs/", "Reference page (trailing slash)"),
  referencePageHtml: docsAsset("/api/docs/static/index.html", "Reference page HTML"),
  referencePageInitializer: docsAsset("/api/docs/static/swagger-initializer.js", "Reference page initializer"),
  referencePageAssets: docsAsset("/api/docs/static/*", "Reference page scripts and styles"),
  referencePageJson: docsAsset("/api/docs/json", "OpenAPI document, as the reference page loads it"),
  referencePageYaml: docsAsset("/api/docs/yaml", "OpenAPI document as YAML"),
} as const;
