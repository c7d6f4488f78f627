export { type BuildAppOptions, buildApp, JSON_BODY_LIMIT } from "./app.js";
export { ConfigError, loadConfig, type ServerConfig } from "./config.js";
export { HTTP_STATUS } from "./errors/http-status.js";
export { type RunServerHooks, runServer } from "./run-server.js";
