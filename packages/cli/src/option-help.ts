import type { JsonSchema } from "@qrbar/contract";
import { flagOf } from "./parse-args.js";

/** How an option's value is written in help: `<text>`, `<number>`, `<WPA|WEP|...>`, `<json>`. */
function placeholder(schema: JsonSchema): string {
  if (schema.anyOf?.every((branch) => branch.const !== undefined)) {
    return `<${schema.anyOf.map((branch) => String(branch.const)).join("|")}>`;
  }
  if (schema.anyOf) return placeholder(schema.anyOf[0] as JsonSchema);
  switch (schema.type) {
    case "boolean":
      return "";
    case "number":
    case "integer":
      return "<number>";
    case "array":
      return schema.items?.type === "object" ? "<json> (repeat for more)" : "<value> (repeat for more)";
    case "object":
      return "<json>";
    case "string":
      return "<text>";
    default:
      return "<json or text>";
  }
}

/** Column where option descriptions start. */
const COLUMN = 30;

/**
 * Help lines from `[option, description]` rows, descriptions in one column; an option too long for
 * it puts its description on the next line.
 *
 * @example
 * ```ts
 * helpLines([["-o, --output <file>", "Where the image goes."]]); // ["  -o, --output <file>         Where the image goes."]
 * ```
 */
export function helpLines(rows: ReadonlyArray<readonly [string, string]>): string[] {
  return rows.map(([option, text]) =>
    option.length + 2 < COLUMN
      ? `  ${option.padEnd(COLUMN - 2)}${text}`.trimEnd()
      : `  ${option}\n${" ".repeat(COLUMN)}${text}`.trimEnd(),
  );
}

/**
 * Help rows for every property of an object schema: the option, its value, whether it is required
 * and its description.
 *
 * @example
 * ```ts
 * optionRows(QrCustomizationSchema)[0]; // ["--size <number>", "Side length of the image in pixels ..."]
 * ```
 */
export function optionRows(schema: JsonSchema): Array<readonly [string, string]> {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(
    ([name, field]) =>
      [
        `${flagOf(name)} ${placeholder(field)}`.trimEnd(),
        [required.has(name) ? "Required." : "", field.description ?? ""].filter(Boolean).join(" "),
      ] as const,
  );
}

const quote = (value: string) => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`);

/**
 * An example value object as command-line options: `--ssid Home --encryption WPA`.
 *
 * @example
 * ```ts
 * asOptions({ ssid: "Example Guest", hidden: true }); // "--ssid 'Example Guest' --hidden"
 * ```
 */
export function asOptions(example: Record<string, unknown>): string {
  return Object.entries(example)
    .map(([name, value]) => {
      if (value === true) return flagOf(name);
      const text = typeof value === "string" ? value : JSON.stringify(value);
      return `${flagOf(name)} ${quote(text)}`;
    })
    .join(" ");
}

/**
 * Words wrapped into indented lines of at most `width` characters.
 *
 * @example
 * ```ts
 * wrap(["text,", "url,", "email"], 20); // ["  text, url, email"]
 * ```
 */
export function wrap(words: readonly string[], width = 78): string[] {
  const lines: string[] = [];
  let line = " ";
  for (const word of words) {
    if (line.length + word.length + 1 > width) {
      lines.push(line);
      line = " ";
    }
    line += ` ${word}`;
  }
  if (line.trim()) lines.push(line);
  return lines;
}
