export { type BuildAppOptions, buildApp } from "./app.js";
export { ConfigError, loadConfig, type ServerConfig } from "./config.js";
export { HTTP_STATUS } from "./errors/http-status.js";
export { createMcpEngine, type McpEngine } from "./mcp/mcp-engine.js";
export { MCP_TOOLS, type McpTool } from "./mcp/mcp-tools.js";
export { runMcpStdio } from "./mcp/run-mcp-stdio.js";
export { JSON_BODY_LIMIT } from "./plugins/json-body.js";
export { type RunServerHooks, runServer } from "./run-server.js";
