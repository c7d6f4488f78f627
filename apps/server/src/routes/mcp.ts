import { ENDPOINTS, SCAN_LIMITS } from "@qrbar/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
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

/** A JSON-RPC body may carry scan_image's largest image in base64 (4/3 of its bytes), plus 1 MiB. */
const MCP_BODY_LIMIT = Math.ceil((SCAN_LIMITS.maxBytes * 4) / 3) + 1_048_576;

/**
 * `POST /mcp`: qrbar's MCP tools over streamable HTTP, stateless (each request gets its own MCP
 * server and transport, no session id; answers are plain JSON, no event stream). Heavy codes, scans
 * and labels run in the app's pools, held to the caller's share as its HTTP requests are, and stop when
 * the caller goes away. Counted by the rate limit
 * (every JSON-RPC request one), in a budget of its own of the same size as the API's.
 */
export async function mcpRoutes(app: FastifyInstance, { generator, scanner, labels }: RouteOptions): Promise<void> {
  const engine = createMcpEngine({ generator, scanner, labels });
  defineRoute(
    app,
    ENDPOINTS.mcp,
    async (request, reply) => {
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
    // The global rate limit counts /api only; this route opts in with the same limit.
    { bodyLimit: MCP_BODY_LIMIT, config: { rateLimit: { allowList: () => false } } },
  );
}
