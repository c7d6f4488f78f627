/**
 * A keyv store adapter in insert-only mode: its `set` writes a key only when the key is absent (or
 * expired), in one atomic step of the back-end, and answers `false` when a live key is already there.
 * {@link CodeStore} claims ids on such an adapter with that one `set`; on any other adapter it
 * checks `has` first, which two concurrent writers could both pass for the same id.
 *
 * @example
 * ```ts
 * const adapter = new MemoryAdapter({ insertOnly: true });
 * await adapter.set("qr:7", "a"); // true
 * await adapter.set("qr:7", "b"); // false: "a" stays
 * ```
 */
export interface InsertOnlyAdapter {
  readonly insertOnly: boolean;
}

/**
 * Whether a keyv store adapter claims keys atomically (see {@link InsertOnlyAdapter}).
 *
 * @example
 * ```ts
 * isInsertOnly(keyv.store); // true for the adapters createStore builds
 * ```
 */
export function isInsertOnly(store: unknown): boolean {
  return typeof store === "object" && store !== null && (store as Partial<InsertOnlyAdapter>).insertOnly === true;
}
