/**
 * `text` cut to at most `max` characters, ending in `…` when cut (never inside a surrogate pair):
 * how error sentences and field names built from input stay within `ERROR_LIMITS`.
 *
 * @example
 * ```ts
 * clipText("unknown QR type 'aaaaaaaa'", 10); // "unknown Q…"
 * ```
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}
