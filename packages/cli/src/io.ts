/** Where a command writes: a stream, or a test's collector. */
export interface Output {
  write(chunk: string | Uint8Array): unknown;
  /** Whether a person watches it (progress bars are drawn only then). */
  readonly isTTY?: boolean;
  /** Width in characters, when it is a terminal. */
  readonly columns?: number;
}

/**
 * What a command may touch besides the file system: its input and output streams, the working
 * directory and the environment. `main.ts` passes the process's; tests pass collectors.
 *
 * @example
 * ```ts
 * const io: CliIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: process.env };
 * ```
 */
export interface CliIo {
  /** What `-` reads (`qrbar label --request -`); absent where nothing can be piped in. */
  readonly stdin?: AsyncIterable<string | Uint8Array>;
  readonly stdout: Output;
  readonly stderr: Output;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
}
