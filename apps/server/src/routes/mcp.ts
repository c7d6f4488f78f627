import { ENDPOINTS, SCAN_LIMITS } from "@qrbar/contract";
import type { FastifyInstance } from "fastify";
import { createMcpEngine } from "../mcp/mcp-engine.js";
import { defineRoute } from "./define-route.js";
import type { RouteOptions } from "./route-options.js";

/** Where the MCP server answers over streamable HTTP. */
export const MCP_PATH = ENDPOINTS.mcp.path;

/**
 * The MCP SDK and the server over it, loaded on the first MCP request: about 0.3 s of start-up that
 * a server nobody asks over MCP does not pay.
 */
const loadMcp = async () => {
  const [{ StreamableHTTPServerTransport }, { createMcpServer }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/streamableHttp.js"),
    import("../mcp/mcp-server.js"),
  ]);
  return { StreamableHTTPServerTransport, createMcpServer };
};

/** A JSON-RPC body may carry scan_image's largest image in base64 (4/3 of its bytes), plus 1 MiB. */
const MCP_BODY_LIMIT = Math.ceil((SCAN_LIMITS.maxBytes * 4) / 3) + 1_048_576;

/**
 * `POST /mcp`: qrbar's MCP tools over streamable HTTP, stateless (each request gets its own MCP
 * server and transport, no session id; answers are plain JSON, no event stream). Heavy codes run
 * in the app's generation pool; scans and labels in one thread each. Counted by the rate limit
 * (every JSON-RPC request one), in a budget of its own of the same size as the API's.
 */
export async function mcpRoutes(app: FastifyInstance, { generator }: RouteOptions): Promise<void> {
  const engine = createMcpEngine(generator);
  app.addHook("onClose", () => engine.close());
  defineRoute(
    app,
    ENDPOINTS.mcp,
    async (request, reply) => {
      const { StreamableHTTPServerTransport, createMcpServer } = await loadMcp();
      const server = createMcpServer(engine);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on("close", () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
    // The global rate limit counts /api only; this route opts in with the same limit.
    { bodyLimit: MCP_BODY_LIMIT, config: { rateLimit: { allowList: () => false } } },
  );
}
