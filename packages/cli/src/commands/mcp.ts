import { EXIT_OK, usageError } from "../cli-error.js";
import type { Command } from "../command.js";
import { flag, parseArgs } from "../parse-args.js";

const HELP = `Usage: qrbar mcp [--help]

Serves qrbar's tools to an AI agent over the Model Context Protocol, on standard input and output
(the stdio transport): list_types, generate_qr, generate_barcode, scan_image, make_label. Runs
until the agent closes the input. Nothing is listened on; no server is needed.

A desktop agent's configuration (Claude Desktop's claude_desktop_config.json, for one):
  { "mcpServers": { "qrbar": { "command": "qrbar", "args": ["mcp"] } } }

The same tools over HTTP: POST /mcp on a running server (qrbar serve).
`;

/** `qrbar mcp`: the MCP server over stdio, for desktop agents. */
export const mcpCommand: Command = {
  name: "mcp",
  summary: "Serve the tools to an AI agent over MCP (stdio)",
  async run(argv, io) {
    const args = parseArgs(argv, { flags: new Set(["help"]), short: { h: "help" } });
    if (flag(args, "help")) {
      io.stdout.write(HELP);
      return EXIT_OK;
    }
    const extra = args.positionals[0] ?? [...args.options.keys()][0];
    if (extra !== undefined) throw usageError(`qrbar mcp takes no arguments; got '${extra}'`);
    const { runMcpStdio } = await import("@qrbar/server");
    // MCP speaks on the process's own streams: standard output carries the protocol and nothing else.
    await runMcpStdio(process.stdin, process.stdout);
    return EXIT_OK;
  },
};
