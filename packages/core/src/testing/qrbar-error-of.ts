import { isQrbarError, type QrbarError } from "../errors/qrbar-error.js";

/**
 * The `QrbarError` that `work` throws, for a test to look at. Any other error is thrown on, and
 * returning normally fails with "expected `what` to throw".
 *
 * @example
 * ```ts
 * thrownQrbarError(() => generateQr({ type: "wifii" }), "generateQr").code; // "UNKNOWN_TYPE"
 * ```
 */
export function thrownQrbarError(work: () => unknown, what: string): QrbarError {
  try {
    work();
  } catch (error) {
    if (isQrbarError(error)) return error;
    throw error;
  }
  throw new Error(`expected ${what} to throw`);
}

/**
 * The `QrbarError` that the promise of `work` rejects with, as {@link thrownQrbarError} does for
 * synchronous work.
 *
 * @example
 * ```ts
 * (await rejectedQrbarError(() => scanImage(new Uint8Array(3)), "scanImage")).code; // "INVALID_IMAGE"
 * ```
 */
export async function rejectedQrbarError(work: () => Promise<unknown>, what: string): Promise<QrbarError> {
  try {
    await work();
  } catch (error) {
    if (isQrbarError(error)) return error;
    throw error;
  }
  throw new Error(`expected ${what} to throw`);
}
