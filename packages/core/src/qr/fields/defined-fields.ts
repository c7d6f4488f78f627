/**
 * Drops the fields whose value is `undefined`, so a parsed content object carries only what the
 * payload holds (an optional field that is absent stays absent).
 *
 * @example
 * ```ts
 * definedFields({ phone: "+14155550123", message: undefined }); // { phone: "+14155550123" }
 * ```
 */
export function definedFields<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}
