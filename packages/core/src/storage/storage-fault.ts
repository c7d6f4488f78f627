/** The innermost cause of an error: what the back-end or the network actually said. */
function rootCause(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && current.cause !== undefined) current = current.cause;
  return current;
}

/**
 * Says in a few words why a store failed, for the operator (a log line, a start-up error): the
 * innermost cause, e.g. `connection refused at 127.0.0.1:6390`, `ERR DB index is out of range`,
 * `WRONGPASS invalid username-password pair or user is disabled.`, `database "x" does not exist`,
 * `storage did not answer within 2000 ms`. Never shown to clients.
 *
 * @example
 * ```ts
 * log.warn(`the store is down: ${describeStorageFault(error)}`);
 * ```
 */
export function describeStorageFault(error: unknown): string {
  const cause = rootCause(error);
  if (!(cause instanceof Error)) return String(cause);
  const { code, address, port, hostname } = cause as NodeJS.ErrnoException & {
    address?: string;
    port?: number;
    hostname?: string;
  };
  if (code === "ECONNREFUSED") return `connection refused at ${address}:${port}`;
  if (code === "ENOTFOUND") return `host '${hostname}' not found`;
  if (code === "EACCES" || code === "ENOENT" || code === "ENOTDIR" || code === "EROFS") {
    return `${code === "EACCES" ? "permission denied" : code === "EROFS" ? "read-only file system" : code === "ENOTDIR" ? "not a directory" : "no such directory"}: ${(cause as NodeJS.ErrnoException).path ?? cause.message}`;
  }
  return cause.message.trim() || cause.name;
}

/**
 * A storage URL fit to print: the password, if any, replaced by `***`.
 *
 * @example
 * ```ts
 * redactStorageUrl("redis://app:s3cret@db:6379/0"); // "redis://app:***@db:6379/0"
 * ```
 */
export function redactStorageUrl(storageUrl: string): string {
  try {
    const url = new URL(storageUrl);
    if (!url.password) return storageUrl;
    url.password = "***";
    return url.href;
  } catch {
    return "(not a URL)";
  }
}
