import { defineEndpoint } from "./define-endpoint.js";
import { ROUTES } from "./routes.js";

const PLAYGROUND = "the playground is a page, not an API operation";

/**
 * What the server answers outside the HTTP API: the playground page and its assets, `/llms.txt`,
 * the MCP endpoint, and CORS preflights. None is in the OpenAPI document; only `/mcp` is rate limited.
 */
export const PAGE_ENDPOINTS = {
  playgroundPage: defineEndpoint({
    ...ROUTES.playgroundPage,
    summary: "The playground page",
    rateLimited: false,
    shed: true,
    undocumented: PLAYGROUND,
  }),
  playgroundScript: defineEndpoint({
    ...ROUTES.playgroundScript,
    summary: "The playground's script",
    rateLimited: false,
    shed: true,
    undocumented: PLAYGROUND,
  }),
  playgroundStyle: defineEndpoint({
    ...ROUTES.playgroundStyle,
    summary: "The playground's style",
    rateLimited: false,
    shed: true,
    undocumented: PLAYGROUND,
  }),
  llmsTxt: defineEndpoint({
    ...ROUTES.llmsTxt,
    summary: "The service for language models (llmstxt.org)",
    rateLimited: false,
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
    shed: true,
    registeredBy: "@fastify/cors",
    undocumented: "HTTP's own negotiation, not an operation",
  }),
} as const;
