/** Exit status: done. */
export const EXIT_OK = 0;
/** Exit status: the command ran and failed (content refused, a file unreadable, nothing found). */
export const EXIT_FAILURE = 1;
/** Exit status: the command line is wrong (unknown command, option or type, missing argument, bad value). */
export const EXIT_USAGE = 2;

/**
 * A failure to report on stderr in one sentence, with its exit status.
 *
 * @example
 * ```ts
 * throw new CliError("missing the image to scan; usage: qrbar scan <image>", EXIT_USAGE);
 * ```
 */
export class CliError extends Error {
  override readonly name = "CliError";
  readonly exitCode: number;

  constructor(message: string, exitCode: number = EXIT_FAILURE) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * A usage error (exit status 2).
 *
 * @example
 * ```ts
 * throw usageError("unknown option --ouput; see qrbar qr url --help");
 * ```
 */
export const usageError = (message: string) => new CliError(message, EXIT_USAGE);
