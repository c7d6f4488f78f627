/**
 * Characters the DoCoMo MECARD family (`MECARD:`, `MATMSG:`, `MEBKM:`, `BIZCARD:`) escapes with a
 * backslash inside a field value: the backslash itself, the field end `;`, the name separator `:`
 * and the component separator `,`.
 */
export const MECARD_SPECIALS = "\\;,:";

/**
 * Escapes `value` for a MECARD-family field: every character of `specials` gets a backslash in
 * front. `WIFI:` adds the double quote to the set (ZXing Barcode-Contents wiki).
 *
 * @example
 * ```ts
 * escapeMecard("Doe; John"); // "Doe\\; John"
 * escapeMecard('say "hi"', `${MECARD_SPECIALS}"`); // 'say \\"hi\\"'
 * ```
 */
export function escapeMecard(value: string, specials: string = MECARD_SPECIALS): string {
  let out = "";
  for (const char of value) out += specials.includes(char) ? `\\${char}` : char;
  return out;
}

/**
 * Removes MECARD-family escapes: a backslash makes the next character literal, whatever it is.
 *
 * @example
 * ```ts
 * unescapeMecard("a\\;b\\\\c"); // "a;b\\c"
 * ```
 */
export function unescapeMecard(raw: string): string {
  return raw.replace(/\\([\s\S])/g, "$1");
}

/**
 * Splits an escaped value on every `separator` that is not escaped, keeping the escapes in the
 * parts (unescape each part afterwards).
 *
 * @example
 * ```ts
 * splitUnescaped("Doe\\,Jr,John", ","); // ["Doe\\,Jr", "John"]
 * ```
 */
export function splitUnescaped(raw: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i] as string;
    if (char === "\\" && i + 1 < raw.length) {
      current += char + raw[i + 1];
      i++;
    } else if (char === separator) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}
