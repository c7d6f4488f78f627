// The error every entry throws, and its codes: one export list that each entry re-exports.

export {
  type CodeFamily,
  type ErrorReference,
  type ErrorSentence,
  type ErrorWording,
  errorSentence,
  LIBRARY_WORDING,
  type LibrarySetting,
  wordSentence,
} from "./error-sentence.js";
export {
  type ErrorCode,
  type FieldIssue,
  isQrbarError,
  QrbarError,
  type QrbarErrorOptions,
} from "./qrbar-error.js";
