import { errorCodes } from "fastify";
import { JSON_BODY_LIMIT } from "../plugins/json-body.js";
import { MCP_TOOLS, toolNamed } from "./mcp-tools.js";

/** A JSON-RPC 2.0 error that answers no request in particular (`id` null), as the SDK's transport sends its own. */
export interface JsonRpcErrorAnswer {
  readonly jsonrpc: "2.0";
  readonly error: { readonly code: number; readonly message: string };
  readonly id: null;
}

/** JSON-RPC 2.0's code of an Invalid Request. */
const INVALID_REQUEST = -32600;

/** The largest body `/mcp` reads: that of the tool whose calls carry the most (`scan_image`, an image in base64). */
export const MCP_BODY_LIMIT = Math.max(JSON_BODY_LIMIT, ...MCP_TOOLS.map((tool) => tool.bodyLimit ?? JSON_BODY_LIMIT));

/**
 * The answer to a JSON-RPC batch (an array, the empty one included), which `/mcp` refuses: one
 * message per HTTP request is what makes every message one count of the rate limit, and MCP dropped
 * batching in its 2025-06-18 revision (the SDK speaks up to 2025-11-25). JSON-RPC 2.0 answers an empty
 * batch with a single Invalid Request error; here every batch is answered so. `undefined` for a
 * single message.
 *
 * @example
 * ```ts
 * batchRefusal([]); // { jsonrpc: "2.0", error: { code: -32600, message: "..." }, id: null }
 * ```
 */
export function batchRefusal(body: unknown): JsonRpcErrorAnswer | undefined {
  if (!Array.isArray(body)) return undefined;
  const got = body.length === 0 ? "an empty batch" : `a batch of ${body.length} messages`;
  return {
    jsonrpc: "2.0",
    error: {
      code: INVALID_REQUEST,
      message: `Invalid Request: got ${got}; /mcp takes one JSON-RPC message per request (MCP 2025-06-18 has no batching), and each counts against the rate limit`,
    },
    id: null,
  };
}

/**
 * Refuses a message larger than the body limit of the route it mirrors, as that route would
 * (`413 PAYLOAD_TOO_LARGE`, the JSON routes' own sentence): a call of a tool is held to the tool's
 * `bodyLimit`, any other message to `JSON_BODY_LIMIT`. The message is measured as JSON text.
 *
 * @example
 * ```ts
 * checkMessageSize({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "generate_qr", arguments } });
 * ```
 */
export function checkMessageSize(message: unknown): void {
  const call = message as { method?: unknown; params?: { name?: unknown } } | null;
  const tool = call?.method === "tools/call" ? toolNamed(call.params?.name) : undefined;
  const limit = tool?.bodyLimit ?? JSON_BODY_LIMIT;
  // The route's own body limit (the largest of all) is Fastify's; only a smaller one is measured here.
  if (limit < MCP_BODY_LIMIT && Buffer.byteLength(JSON.stringify(message) ?? "") > limit) {
    throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  }
}
