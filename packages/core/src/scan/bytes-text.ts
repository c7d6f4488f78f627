// Bytes as text without Node's Buffer, so that scanning runs in a browser too.

/**
 * Each byte as the character of that code point (ISO-8859-1), what binary payloads are reported as.
 *
 * @example
 * ```ts
 * latin1Of(new Uint8Array([0x48, 0xe9])); // "Hé"
 * ```
 */
export function latin1Of(bytes: Uint8Array): string {
  let text = "";
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

/**
 * Bytes in base64 (RFC 4648, with padding).
 *
 * @example
 * ```ts
 * base64Of(new Uint8Array([1, 2, 3])); // "AQID"
 * ```
 */
export const base64Of = (bytes: Uint8Array): string => btoa(latin1Of(bytes));
