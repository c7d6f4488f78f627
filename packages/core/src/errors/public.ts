// The error every entry throws, and its codes: one export list that each entry re-exports.
export {
  type ErrorCode,
  type FieldIssue,
  isQrbarError,
  QrbarError,
  type QrbarErrorOptions,
} from "./qrbar-error.js";
