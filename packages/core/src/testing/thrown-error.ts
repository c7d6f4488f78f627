import { isQrbarError, type QrbarError } from "../errors/qrbar-error.js";

/** Runs `run`, which a test expects to fail, and returns the QrbarError it throws (any other error is rethrown). */
export function thrownQrbarError(run: () => unknown, what: string): QrbarError {
  try {
    run();
  } catch (error) {
    if (isQrbarError(error)) return error;
    throw error;
  }
  throw new Error(`expected ${what} to be refused`);
}
