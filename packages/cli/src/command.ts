import type { CliIo } from "./io.js";

/**
 * One `qrbar` subcommand: its name, a line for the overview, and what it does (its own `--help`
 * included). `run` resolves to the exit status.
 *
 * @example
 * ```ts
 * const hello: Command = { name: "hello", summary: "Say hello", run: async (_argv, io) => (io.stdout.write("hello\n"), 0) };
 * ```
 */
export interface Command {
  readonly name: string;
  readonly summary: string;
  run(argv: readonly string[], io: CliIo): Promise<number>;
}
