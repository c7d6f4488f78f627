// How a library function that takes a request of the HTTP API's shape words its errors. Apart from the error
// class, so that a bundle of the QR functions, which word theirs as the library does, carries none of it.
import { type ErrorWording, LIBRARY_WORDING, wordSentence } from "./error-sentence.js";
import { isQrbarError } from "./qrbar-error.js";

/**
 * The words of a request of the HTTP API's shape (`generateQr`, `generateStyledQr`, the service): as the
 * library's, but an option is the request's snake_case field (`error_correction`).
 */
export const REQUEST_WORDING: ErrorWording = {
  ...LIBRARY_WORDING,
  option: (name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
};

/**
 * `error` with its message in {@link REQUEST_WORDING} when it is a `QrbarError`, for a library function that
 * takes a request of the HTTP API's shape (its options named as the request's fields); anything else as it is.
 *
 * @example
 * ```ts
 * try { encodeQrMatrix(payload, "H"); } catch (error) { throw inRequestWords(error); } // "... use error_correction L or M ..."
 * ```
 */
export function inRequestWords(error: unknown): unknown {
  if (isQrbarError(error)) error.message = wordSentence(error.sentence, REQUEST_WORDING);
  return error;
}
