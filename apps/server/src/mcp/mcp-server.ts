import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import { barcodeCatalog, isQrbarError, qrCatalog } from "@qrbar/core";
import { assertNoPrototypeKeys } from "@qrbar/core/service";
import { errorBody, withoutLibraryText } from "../errors/error-handler.js";
import type { Caller } from "../routes/caller.js";
import type { McpEngine } from "./mcp-engine.js";
import { MCP_TOOLS, toolNamed } from "./mcp-tools.js";

/** The server's name and version as MCP clients see them. */
export const MCP_SERVER_INFO = { name: "qrbar", version: "0.1.0" } as const;

/** What the server tells an agent it is for, with the catalogs' own counts; built once. */
const MCP_INSTRUCTIONS = `qrbar generates QR codes (${qrCatalog().count} content types, payments included) and barcodes (${barcodeCatalog().count} symbologies), scans images for them and makes shipping labels. Call list_types first, then list_types with a type for its content schema and an example.`;

/**
 * A failure as a tool error: the sentence naming the field, then the JSON error with its code and
 * details, both as the HTTP route it mirrors answers them (`errorBody`: within the error limits, a
 * library's own words left out).
 */
function toolError(error: unknown) {
  if (!isQrbarError(error)) throw error;
  const body = errorBody(withoutLibraryText(error));
  return { isError: true, content: [{ type: "text" as const, text: `${body.error}\n${JSON.stringify(body)}` }] };
}

/**
 * An MCP server (the SDK's low-level `Server`, so that tool schemas stay the contract's JSON Schema)
 * with qrbar's tools ({@link MCP_TOOLS}) over `engine`, for one client: `caller` names it for the
 * pools' shares, and its signal (the HTTP request's) or the MCP client's cancellation of a tool call
 * stops that call's work. Connect it to a transport: stdio for desktop agents, streamable HTTP on the
 * server's `/mcp`.
 *
 * @example
 * ```ts
 * await createMcpServer(createMcpEngine(), { client: "stdio" }).connect(new StdioServerTransport());
 * ```
 */
export function createMcpServer(engine: McpEngine, caller: Caller): Server {
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: {} },
    instructions: MCP_INSTRUCTIONS,
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: MCP_TOOLS.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = toolNamed(request.params.name);
    if (!tool) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `no tool '${request.params.name}'; the tools are ${MCP_TOOLS.map(({ name }) => name).join(", ")}`,
      );
    }
    try {
      // Every transport parses JSON its own way: the arguments' keys are checked here, for all of them.
      const args = request.params.arguments ?? {};
      assertNoPrototypeKeys(args, "");
      const signal = caller.signal ? AbortSignal.any([caller.signal, extra.signal]) : extra.signal;
      return { content: await tool.run(engine, args, { ...caller, signal }) };
    } catch (error) {
      return toolError(error);
    }
  });
  return server;
}
