import { ENDPOINTS } from "@qrbar/contract";
import type { FastifyInstance } from "fastify";
import { MCP_TOOLS } from "../mcp/mcp-tools.js";
import { defineRoute } from "./define-route.js";
import { MCP_PATH } from "./mcp.js";
import { type PrebuiltDocument, prebuildDocument, sendDocument } from "./prebuilt-document.js";

/** The loosely typed JSON of the OpenAPI document. */
// biome-ignore lint/suspicious/noExplicitAny: OpenAPI JSON of any shape, walked by key.
type Json = Record<string, any>;

/** The first sentence of a description, for a one-line list entry. */
const firstSentence = (text: string) => (/^(.*?[.!?])(?:\s|$)/s.exec(text)?.[1] ?? text).replace(/\s+/g, " ");

/**
 * `/llms.txt` (the llmstxt.org format): what the service is and every operation with its first
 * sentence, written from the OpenAPI document the server serves, so it cannot drift from the routes;
 * then the MCP tools.
 */
export function llmsText(document: Json): string {
  const lines = [
    `# ${document.info.title}`,
    "",
    `> ${firstSentence(document.info.description)} Every request and answer is described in the OpenAPI 3.1 document at /api/openapi.json; errors are JSON {"success": false, "error", "code", "details"} naming the field.`,
    "",
  ];
  for (const tag of document.tags as Array<{ name: string; description: string }>) {
    lines.push(`## ${tag.name}`, "", tag.description, "");
    for (const [path, item] of Object.entries(document.paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) {
        if (!operation.tags?.includes(tag.name)) continue;
        lines.push(`- ${method.toUpperCase()} ${path}: ${operation.summary}. ${firstSentence(operation.description)}`);
      }
    }
    lines.push("");
  }
  lines.push(
    "## MCP",
    "",
    `The same service as Model Context Protocol tools: streamable HTTP at POST ${MCP_PATH} (stateless), or stdio with \`qrbar mcp\`.`,
    "",
    ...MCP_TOOLS.map((tool) => `- ${tool.name}: ${firstSentence(tool.description)}`),
    "",
    "## Optional",
    "",
    "- /api/openapi.json: the OpenAPI 3.1 document, every schema and error example",
    "- /api/docs: the interactive reference",
    "",
  );
  return lines.join("\n");
}

/** `GET /llms.txt`: {@link llmsText} of this server's OpenAPI document, built once when first asked for, served prebuilt. */
export async function llmsTxtRoutes(app: FastifyInstance): Promise<void> {
  let text: Promise<PrebuiltDocument> | undefined;
  defineRoute(app, ENDPOINTS.llmsTxt, async (request, reply) => {
    text ??= prebuildDocument(llmsText(app.swagger() as Json), "text/plain; charset=utf-8", "public, max-age=3600");
    return sendDocument(await text, request, reply);
  });
}
