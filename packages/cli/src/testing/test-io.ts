import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { CliIo, Output } from "../io.js";
import { run } from "../run.js";

/** An output that keeps what is written. */
export interface Collected extends Output {
  readonly chunks: Uint8Array[];
  text(): string;
  bytes(): Buffer;
}

/**
 * An output collector, as a terminal (`isTTY`) or a pipe.
 *
 * @example
 * ```ts
 * const stderr = collector(true);
 * ```
 */
export function collector(isTTY = false): Collected {
  const chunks: Uint8Array[] = [];
  return {
    isTTY,
    columns: 80,
    chunks,
    write(chunk) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      return true;
    },
    text: () => Buffer.concat(chunks).toString("utf8"),
    bytes: () => Buffer.concat(chunks),
  };
}

/** What one in-process run of the command line produced. */
export interface RunResult {
  readonly code: number;
  readonly stdout: Collected;
  readonly stderr: Collected;
  /** The working directory it ran in: a fresh temporary folder unless given. */
  readonly cwd: string;
}

/**
 * Runs `qrbar <argv>` in-process in a fresh temporary folder (or `cwd`), with `stdin` as its standard
 * input when given.
 *
 * @example
 * ```ts
 * const { code, stdout, cwd } = await runCli(["qr", "url", "--url", "https://example.com", "-o", "a.png"]);
 * ```
 */
export async function runCli(
  argv: readonly string[],
  options: { cwd?: string; ttyStderr?: boolean; env?: NodeJS.ProcessEnv; stdin?: string } = {},
): Promise<RunResult> {
  const cwd = options.cwd ?? mkdtempSync(join(tmpdir(), "qrbar-cli-"));
  const stdout = collector();
  const stderr = collector(options.ttyStderr);
  const io: CliIo = {
    stdout,
    stderr,
    cwd,
    env: options.env ?? {},
    ...(options.stdin === undefined ? {} : { stdin: Readable.from([options.stdin]) }),
  };
  return { code: await run(argv, io), stdout, stderr, cwd };
}
