import { utf8Length } from "#platform";
import { splitUnescaped } from "./mecard-escape.js";

/**
 * Escapes a TEXT value of a vCard (RFC 6350 §3.4, RFC 2426 §4) or iCalendar (RFC 5545 §3.3.11)
 * content line: backslash, comma and semicolon get a backslash; a line break becomes `\n`. With
 * `semicolon: false` a semicolon stays as it is: vCard 4.0's TEXT of a single-value property (FN,
 * TITLE, NOTE, EMAIL), whose ABNF (RFC 6350 §3.3, `TEXT-CHAR`) has no `\;`; compound values (N, ADR,
 * ORG) always escape it.
 *
 * @example
 * ```ts
 * escapeText("Acme, Inc.; R&D\nBuilding 2"); // "Acme\\, Inc.\\; R&D\\nBuilding 2"
 * escapeText("Q&A; live", false); // "Q&A; live"
 * ```
 */
export function escapeText(value: string, semicolon = true): string {
  return value.replace(semicolon ? /[\\;,]/g : /[\\,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Undoes {@link escapeText}: `\n` and `\N` are line breaks, any other backslash makes the next
 * character literal.
 *
 * @example
 * ```ts
 * unescapeText("Acme\\, Inc.\\nBuilding 2"); // "Acme, Inc.\nBuilding 2"
 * ```
 */
export function unescapeText(raw: string): string {
  return raw.replace(/\\([\s\S])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

/**
 * Splits a structured value (`N`, `ADR`, `ORG`) on unescaped `;` and unescapes each component.
 *
 * @example
 * ```ts
 * textComponents("Doe;John\\;Jr;;;"); // ["Doe", "John;Jr", "", "", ""]
 * ```
 */
export function textComponents(raw: string): string[] {
  return splitUnescaped(raw, ";").map(unescapeText);
}

/** Octets a content line holds before it is folded (RFC 5545 §3.1, RFC 6350 §3.2: "SHOULD NOT be longer"). */
const FOLD_OCTETS = 75;

/**
 * Folds one content line into lines of at most 75 octets of UTF-8, each continuation starting with
 * a space, never splitting a character (RFC 5545 §3.1, RFC 6350 §3.2).
 */
function foldLine(line: string): string {
  if (line.length <= FOLD_OCTETS / 3 || utf8Length(line) <= FOLD_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = FOLD_OCTETS;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = FOLD_OCTETS - 1; // the leading space of a continuation line counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * Joins content lines with CRLF, each line ended by CRLF and folded at 75 octets as RFC 5545 §3.1
 * and RFC 6350 §3.2 require (ZXing's vCard and VEVENT readers, like every calendar, unfold them).
 *
 * @example
 * ```ts
 * joinContentLines(["BEGIN:VEVENT", "SUMMARY:Launch", "END:VEVENT"]); // "BEGIN:VEVENT\r\nSUMMARY:Launch\r\nEND:VEVENT\r\n"
 * ```
 */
export function joinContentLines(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}

/** One content line: upper-cased name, parameters (upper-cased names, unquoted values) and raw value. */
export interface ContentLine {
  readonly name: string;
  readonly params: ReadonlyMap<string, readonly string[]>;
  readonly value: string;
}

/**
 * Splits text into content lines: unfolds continuation lines (a line break followed by a space or
 * a tab), accepts CRLF or bare LF, and parses `[group.]NAME;PARAM=a,"b";BARE:value` (the group
 * prefix, as in Apple's `item1.URL`, is dropped). A vCard 2.1 bare parameter such as `;CELL` counts
 * as `TYPE=CELL`. Lines without a colon are skipped.
 *
 * @example
 * ```ts
 * parseContentLines("TEL;TYPE=CELL:+14155550123\r\n")[0];
 * // { name: "TEL", params: Map { "TYPE" => ["CELL"] }, value: "+14155550123" }
 * ```
 */
export function parseContentLines(text: string): ContentLine[] {
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const parsed: ContentLine[] = [];
  for (const line of lines) {
    const head =
      /^(?:[A-Za-z0-9-]+\.)?([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+(?:=(?:"[^"]*"|[^";:]*)(?:,(?:"[^"]*"|[^";:,]*))*)?)*):/.exec(
        line,
      );
    if (!head) continue;
    const params = new Map<string, string[]>();
    for (const param of (head[2] ?? "").matchAll(/;([A-Za-z0-9-]+)(?:=((?:"[^"]*"|[^";:]*)))?/g)) {
      const name = param[2] === undefined ? "TYPE" : (param[1] as string).toUpperCase();
      const raw = param[2] ?? (param[1] as string);
      const values = raw.replace(/"/g, "").split(",").filter(Boolean); // TYPE="voice,cell" is two types
      params.set(name, [...(params.get(name) ?? []), ...values]);
    }
    parsed.push({ name: (head[1] as string).toUpperCase(), params, value: line.slice(head[0].length) });
  }
  return parsed;
}
