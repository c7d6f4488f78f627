#!/usr/bin/env node
import { ConfigError, loadConfig, type ServerConfig } from "./config.js";
import { runServer } from "./run-server.js";

/** The settings from the environment; exits 1 with one sentence on a bad one. */
function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`qrbar: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

// Exits rather than waiting for the event loop to drain, so that nothing left open (a timer, a
// connection) can keep a stopped server's process alive.
runServer(readConfig()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`qrbar: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
