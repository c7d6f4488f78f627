import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { CliError } from "./cli-error.js";
import type { CliIo } from "./io.js";

/** Everything on standard input, as text; a failure when the command line has none to give. */
async function readStdin(io: CliIo): Promise<string> {
  if (!io.stdin) throw new CliError("standard input is not available to read from");
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The JSON value held by a file (relative to the working directory), or by standard input when the
 * path is `-`. An unreadable file or invalid JSON is a failure (exit 1) that names the file.
 *
 * @example
 * ```ts
 * const request = await readJsonInput("label.json", io); // { sender: {...}, ... }
 * ```
 */
export async function readJsonInput(path: string, io: CliIo): Promise<unknown> {
  const name = path === "-" ? "standard input" : path;
  let text: string;
  try {
    text = path === "-" ? await readStdin(io) : await readFile(resolve(io.cwd, path), "utf8");
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${name} is not valid JSON: ${(error as Error).message}`);
  }
}
