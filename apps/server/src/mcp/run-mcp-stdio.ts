import type { Readable, Writable } from "node:stream";
import { createMcpEngine } from "./mcp-engine.js";

/** The one client of `qrbar mcp`: the local agent at the other end of standard input and output. */
const STDIO_CLIENT = "stdio";

/**
 * Serves qrbar's MCP tools over standard input and output (for desktop agents: `qrbar mcp`) until
 * the input closes, then stops the worker threads. Nothing else may write to standard output.
 *
 * @example
 * ```ts
 * await runMcpStdio();
 * ```
 */
export async function runMcpStdio(stdin: Readable = process.stdin, stdout: Writable = process.stdout): Promise<void> {
  // Loaded here, not where the server package is imported: `qrbar serve` need not load the SDK.
  const [{ StdioServerTransport }, { createMcpServer }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/stdio.js"),
    import("./mcp-server.js"),
  ]);
  const engine = createMcpEngine();
  const server = createMcpServer(engine, { client: STDIO_CLIENT });
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  await server.connect(new StdioServerTransport(stdin, stdout));
  stdin.once("end", () => void server.close());
  await closed;
  await engine.close();
}
