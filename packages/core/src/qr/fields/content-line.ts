import { splitUnescaped } from "./mecard-escape.js";

/**
 * Escapes a TEXT value of a vCard (RFC 6350 §3.4, RFC 2426 §4) or iCalendar (RFC 5545 §3.3.11)
 * content line: backslash, comma and semicolon get a backslash; a line break becomes `\n`.
 *
 * @example
 * ```ts
 * escapeText("Acme, Inc.; R&D\nBuilding 2"); // "Acme\\, Inc.\\; R&D\\nBuilding 2"
 * ```
 */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
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

/**
 * Joins content lines with CRLF, each line ended by CRLF as RFC 5545 and RFC 6350 require. Lines
 * are not folded: folding at 75 octets is a SHOULD, costs bytes in a code, and trips readers that
 * take each line as it comes.
 *
 * @example
 * ```ts
 * joinContentLines(["BEGIN:VEVENT", "SUMMARY:Launch", "END:VEVENT"]); // "BEGIN:VEVENT\r\nSUMMARY:Launch\r\nEND:VEVENT\r\n"
 * ```
 */
export function joinContentLines(lines: readonly string[]): string {
  return lines.map((line) => `${line}\r\n`).join("");
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
