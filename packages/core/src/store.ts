// `@qrbar/core/store`: generated codes kept by id, on SQLite (the default), PostgreSQL, Redis or memory.
export * from "./errors/public.js";
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
export { SqliteAdapter, type SqliteAdapterOptions } from "./storage/sqlite-adapter.js";
