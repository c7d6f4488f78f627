import { TypesResponseSchema } from "../catalog.js";
import { HealthResponseSchema } from "../health.js";
import { defineEndpoint } from "./define-endpoint.js";
import { ROUTES, type Route } from "./routes.js";
import { catalogDocs } from "./shared.js";

/** The reference page's routes beside the page (Swagger UI's files, the document it loads): not operations, documents like the page. */
const docsAsset = <const R extends Route>(route: R, summary: string) =>
  defineEndpoint({
    ...route,
    summary,
    rateLimited: false,
    documentBudget: true,
    shed: true,
    undocumented: "an asset of the reference page (GET /api/docs), not an operation",
  });

/** The catalog, health, the reference (page, document and the page's assets). */
export const SERVICE_ENDPOINTS = {
  listTypes: defineEndpoint({
    ...ROUTES.listTypes,
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
    ...ROUTES.getHealth,
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
    ...ROUTES.getReferencePage,
    summary: "Reference page",
    rateLimited: false,
    documentBudget: true,
    shed: true,
    docs: {
      tag: "Service",
      description:
        "This reference as an interactive page (Swagger UI), served with its assets by the service itself: it works offline. Outside the API's request budget; the documents have their own (120 requests a minute per client by default).",
      success: "The HTML page.",
      errors: {},
      answers: "text/html",
    },
  }),
  getOpenApiDocument: defineEndpoint({
    ...ROUTES.getOpenApiDocument,
    summary: "OpenAPI document",
    rateLimited: false,
    documentBudget: true,
    shed: true,
    docs: {
      tag: "Service",
      description:
        "This reference as an OpenAPI 3.1 document, gzip or brotli as `Accept-Encoding` asks, `304` for a matching `If-None-Match`. Outside the API's request budget; the documents have their own (120 requests a minute per client by default).",
      success: "The OpenAPI 3.1 document.",
      errors: {},
      answers: "application/json",
    },
  }),
  referencePageIndex: docsAsset(ROUTES.referencePageIndex, "Reference page (trailing slash)"),
  referencePageHtml: docsAsset(ROUTES.referencePageHtml, "Reference page HTML"),
  referencePageInitializer: docsAsset(ROUTES.referencePageInitializer, "Reference page initializer"),
  referencePageAssets: docsAsset(ROUTES.referencePageAssets, "Reference page scripts and styles"),
  referencePageJson: docsAsset(ROUTES.referencePageJson, "OpenAPI document, as the reference page loads it"),
  referencePageYaml: docsAsset(ROUTES.referencePageYaml, "OpenAPI document as YAML"),
} as const;
