import { QrbarError } from "../../errors/qrbar-error.js";

/** C0 controls, DEL and C1 controls: no payload field means anything by them, and line formats end a field at some. */
const CONTROL = /\p{Cc}/u;
/** The same, less tab, CR and LF, which a multi-line field keeps. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\r\n])\p{Cc}/u;

/**
 * Whether text holds a control character (C0, DEL or C1; tab and line breaks included).
 *
 * @example
 * ```ts
 * hasControlCharacter("https://example.com/x\r\nTEL:1"); // true
 * ```
 */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/**
 * Throws a `VALIDATION_ERROR` naming the first string under `value` that holds a control character. Fields listed
 * in `multiLine` (dotted paths below `field`, array indices as `*`) may hold tabs and line breaks; no field may hold
 * NUL, escape, DEL, C1 or any other control. This is what keeps a value from ending its line or field early in the
 * line- and delimiter-based payloads (vCard, iCalendar, EPC, Swiss QR-bill, MECARD, WIFI, EMV).
 *
 * @example
 * ```ts
 * assertNoControlCharacters({ name: "a\r\nb" }, "content", []); // throws: content.name must be one line ...
 * assertNoControlCharacters({ note: "a\r\nb" }, "content", ["note"]); // passes
 * ```
 */
export function assertNoControlCharacters(value: unknown, field: string, multiLine: readonly string[]): void {
  walk(value, field, "", multiLine);
}

function walk(value: unknown, field: string, path: string, multiLine: readonly string[]): void {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === "string") {
    const lines = multiLine.includes(path);
    if ((lines ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value)) {
      throw QrbarError.field(
        field,
        lines
          ? "may hold line breaks and tabs but no other control characters (NUL, escape, DEL, ...)"
          : "must be one line of text: no line breaks, tabs or other control characters",
      );
    }
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walk(item, `${field}.${i}`, at("*"), multiLine);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) walk(item, `${field}.${key}`, at(key), multiLine);
  }
}
