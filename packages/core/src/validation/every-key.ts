/**
 * A list of definitions as it is, checked at compile time to hold every key of `Key`: a key no definition has
 * is a compile error naming it (`missingKeys`). With each definition's `key` typed `Key`, a key outside it is
 * one too, so the list's keys are exactly `Key`.
 *
 * @example
 * ```ts
 * export const QR_TYPES = everyKey<QrType>()([text, url, ...]); // without `url`: error, missingKeys: "url"
 * ```
 */
export function everyKey<Key extends string>() {
  return <const D extends readonly { readonly key: Key }[]>(
    definitions: D &
      ([Exclude<Key, D[number]["key"]>] extends [never] ? unknown : { missingKeys: Exclude<Key, D[number]["key"]> }),
  ): D => definitions;
}
