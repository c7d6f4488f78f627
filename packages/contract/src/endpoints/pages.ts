import { defineEndpoint } from "./define-endpoint.js";
import { ROUTES, type Route } from "./routes.js";

/** One static file of the playground: a document (its own budget), not in the OpenAPI document. */
const playgroundFile = <const R extends Route>(route: R, summary: string) =>
  defineEndpoint({
    ...route,
    summary,
    rateLimited: false as const,
    documentBudget: true as const,
    shed: true as const,
    undocumented: "the playground is a page, not an API operation",
  });

/**
 * What the server answers outside the HTTP API: the playground page and its assets, `/llms.txt`,
 * the MCP endpoint, and CORS preflights. None is in the OpenAPI document; only `/mcp` counts against
 * the API's budget, the pages against the documents' own.
 */
export const PAGE_ENDPOINTS = {
  playgroundPage: playgroundFile(ROUTES.playgroundPage, "The playground page"),
  playgroundScript: playgroundFile(ROUTES.playgroundScript, "The playground's script"),
  playgroundStyle: playgroundFile(ROUTES.playgroundStyle, "The playground's style"),
  playgroundQrDrawing: playgroundFile(ROUTES.playgroundQrDrawing, "The QR generator the playground previews with"),
  playgroundBarcodeDrawing: playgroundFile(
    ROUTES.playgroundBarcodeDrawing,
    "The barcode generator the playground previews with, loaded when its tab opens",
  ),
  playgroundCodeReading: playgroundFile(
    ROUTES.playgroundCodeReading,
    "The scanner the playground reads images and camera frames with, loaded when the scan tab opens",
  ),
  playgroundScanWorker: playgroundFile(
    ROUTES.playgroundScanWorker,
    "The module Worker the playground's scanner decodes in",
  ),
  playgroundScanWasm: playgroundFile(
    ROUTES.playgroundScanWasm,
    "zxing-cpp in WebAssembly, which the scan worker decodes with",
  ),
  llmsTxt: defineEndpoint({
    ...ROUTES.llmsTxt,
    summary: "The service for language models (llmstxt.org)",
    rateLimited: false,
    documentBudget: true,
    shed: true,
    undocumented: "written from the OpenAPI document itself, for agents",
  }),
  mcp: defineEndpoint({
    ...ROUTES.mcp,
    summary: "MCP tools over streamable HTTP",
    rateLimited: true,
    shed: true,
    undocumented: "JSON-RPC, described by its own tools/list",
  }),
  corsPreflight: defineEndpoint({
    ...ROUTES.corsPreflight,
    summary: "CORS preflight of any path",
    rateLimited: false,
    // @fastify/cors answers preflights in its onRequest hook, before load shedding looks: they cost nothing.
    shed: false,
    registeredBy: "@fastify/cors",
    undocumented: "HTTP's own negotiation, not an operation",
  }),
} as const;
