export { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from "./cli-error.js";
export type { Command } from "./command.js";
export { COMMANDS } from "./commands/index.js";
export type { CliIo, Output } from "./io.js";
export { run } from "./run.js";
