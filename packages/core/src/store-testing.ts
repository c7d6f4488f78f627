// `@qrbar/core/store/testing`: the conformance suite of a `CodeStorage`, for testing your own adapter
// as qrbar tests its built-in ones. It imports no test runner: pass it yours.
export type { CodeStorage, StoredRecord } from "./storage/code-storage.js";
export {
  type CodeStorageSuiteOptions,
  type TestFunctions,
  testCodeStorage,
} from "./storage/test-code-storage.js";
