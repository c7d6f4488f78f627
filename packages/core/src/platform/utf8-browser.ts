// The browser side of `#utf8` (package.json "imports", condition "browser"): the standard TextEncoder.

const encoder = new TextEncoder();

/**
 * The UTF-8 bytes of `text`.
 *
 * @example
 * ```ts
 * utf8Bytes("é"); // Uint8Array [0xc3, 0xa9]
 * ```
 */
export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/**
 * How many bytes `text` takes in UTF-8.
 *
 * @example
 * ```ts
 * utf8Length("日本"); // 6
 * ```
 */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}
