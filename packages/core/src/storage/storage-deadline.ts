import { QrbarError } from "../errors/qrbar-error.js";

/**
 * Runs one storage operation with a deadline: any failure of the back-end, or no answer within
 * `timeoutMs`, becomes a `STORAGE_UNAVAILABLE` error whose `cause` says which (for the logs).
 *
 * @example
 * ```ts
 * const reply = await withStorageDeadline(() => client.get("k"), 2000);
 * ```
 */
export async function withStorageDeadline<T>(operation: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`storage did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([operation(), timeout]);
  } catch (error) {
    throw new QrbarError("STORAGE_UNAVAILABLE", "storage is unavailable; please retry shortly", { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
