import type { QrbarError } from "@qrbar/core";
import { CliError, EXIT_FAILURE, EXIT_USAGE } from "./cli-error.js";

/** Codes that mean the command line asked for something impossible (exit 2), not that the work failed. */
const USAGE_CODES = new Set(["VALIDATION_ERROR", "UNKNOWN_TYPE"]);

/**
 * A core error in the words of the command line: each field named by the option that sets it
 * (`content.ssid` → `--ssid`), as one sentence, with exit status 2 for a bad value or type and 1
 * for content the symbol refuses.
 *
 * @example
 * ```ts
 * toCliError(error, (field) => field.replace(/^content\./, "--")); // "--ssid must not be empty"
 * ```
 */
export function toCliError(error: QrbarError, optionFor: (field: string) => string): CliError {
  const message = error.details?.length
    ? error.details.map((issue) => `${optionFor(issue.field)} ${issue.message}`).join("; ")
    : error.message;
  return new CliError(message, USAGE_CODES.has(error.code) ? EXIT_USAGE : EXIT_FAILURE);
}
