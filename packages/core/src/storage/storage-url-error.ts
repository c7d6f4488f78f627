import { QrbarError } from "../errors/qrbar-error.js";

/**
 * The error for a STORAGE_URL that breaks a rule; the URL itself is not repeated, since it may hold
 * a password.
 *
 * @example
 * ```ts
 * throw storageUrlError("path must be a Redis database number such as /0");
 * ```
 */
export function storageUrlError(rule: string): QrbarError {
  return new QrbarError("VALIDATION_ERROR", `STORAGE_URL ${rule}`);
}
