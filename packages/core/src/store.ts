// `@qrbar/core/store`: generated codes kept by id, on SQLite (the default), PostgreSQL, Redis or memory,
// chosen by a URL (`createStore`), or in a storage of your own: implement `CodeStorage` (an atomic
// insert-if-absent with expiry, and a get; its TSDoc has a Map-based one) and pass it to
// `new CodeStore(storage)`. `testCodeStorage` from `@qrbar/core/store/testing` checks it against the
// contract, as it checks the built-in back-ends. A complete example: examples/custom-storage.ts.
export * from "./errors/public.js";
export type { CodeStorage, StoredRecord } from "./storage/code-storage.js";
export {
  type CodeKind,
  CodeStore,
  type CodeStoreOptions,
  type CodeToStore,
  DEFAULT_MAX_CODE_BYTES,
  type StoredCode,
  type StoreEvent,
  type StoreOperation,
} from "./storage/code-store.js";
export { createStore, DEFAULT_STORAGE_URL, openStore } from "./storage/create-store.js";
export { MemoryAdapter } from "./storage/memory-adapter.js";
export { SqliteAdapter, type SqliteAdapterOptions } from "./storage/sqlite-adapter.js";
