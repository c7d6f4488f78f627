import { ENDPOINTS } from "@qrbar/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { batchRefusal, checkMessageSize, MCP_BODY_LIMIT } from "../mcp/mcp-admission.js";
import { createMcpEngine } from "../mcp/mcp-engine.js";
import { poolCall } from "../pool-call.js";
import { defineRoute } from "./define-route.js";
import type { RouteOptions } from "./route-options.js";

/** Where the MCP server answers over streamable HTTP. */
export const MCP_PATH = ENDPOINTS.mcp.path;

/**
 * The MCP SDK and the server over it, loaded on the first MCP request: about 0.3 s of start-up that
 * a server nobody asks over MCP does not pay.
 */
const loadMcp = async () => {
  const [{ WebStandardStreamableHTTPServerTransport }, { createMcpServer }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("../mcp/mcp-server.js"),
  ]);
  return { WebStandardStreamableHTTPServerTransport, createMcpServer };
};

/**
 * The request as the SDK's web-standard transport reads it: method, path and headers (the body is
 * passed parsed). The origin is a fixed placeholder: the transport needs a whole URL, and the
 * client's `Host` is not trusted to make one.
 */
const webRequest = (request: FastifyRequest): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return new Request(new URL(request.url, "http://localhost"), { method: request.method, headers });
};

/**
 * `POST /mcp`: qrbar's MCP tools over streamable HTTP, stateless (each request gets its own MCP
 * server and transport, no session id; answers are plain JSON, no event stream). One JSON-RPC
 * message per request: a batch is a 400 Invalid Request (see `batchRefusal`). The tools work in the
 * app's pools for the request's client (stopped when it goes away), admitted as the routes they
 * mirror are (`MCP_TOOLS`), and a message is held to the body limit of its tool's route
 * (`checkMessageSize`). Each request counts against the client's one rate-limit budget, the `/api`
 * routes' own.
 */
export async function mcpRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  const engine = createMcpEngine(options);
  app.addHook("onClose", () => engine.close());
  defineRoute(
    app,
    ENDPOINTS.mcp,
    async (request, reply) => {
      const refusal = batchRefusal(request.body);
      if (refusal) return reply.code(400).send(refusal);
      checkMessageSize(request.body);
      const { WebStandardStreamableHTTPServerTransport, createMcpServer } = await loadMcp();
      const server = createMcpServer(engine, poolCall(request, reply));
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.raw.on("close", () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      // The transport's answer (whole JSON, no event stream) is sent by Fastify like any other, so the
      // hooks of every route apply: security and CORS headers, cache policy, request id, rate-limit headers.
      const answer = await transport.handleRequest(webRequest(request), { parsedBody: request.body });
      reply.code(answer.status).headers(Object.fromEntries(answer.headers));
      return reply.send(answer.body === null ? undefined : await answer.text());
    },
    { bodyLimit: MCP_BODY_LIMIT },
  );
}
