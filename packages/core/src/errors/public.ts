// The error every entry throws, and its codes: one export list that each entry re-exports. The sentence a
// QrbarError carries is typed here; wording it for a reader other than a library user (the HTTP service's
// routes and settings) is `@qrbar/core/service`'s `wordSentence`.

export type { CodeFamily, ErrorReference, ErrorSentence, LibrarySetting, QrOptionName } from "./error-sentence.js";
export {
  type ErrorCode,
  type FieldIssue,
  isQrbarError,
  QrbarError,
  type QrbarErrorOptions,
} from "./qrbar-error.js";
