import type { JsonSchema } from "./schema.js";
import type { GenerateRequest } from "./snippets.js";

/** One parsed row: the item to send, or why it cannot be sent. */
export type BatchRow =
  | { readonly line: number; readonly item: GenerateRequest }
  | { readonly line: number; readonly error: string };

/** Splits CSV text into rows of fields (RFC 4180: quoted fields, doubled quotes, newlines in quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

function itemFromJson(value: unknown): GenerateRequest | string {
  if (!value || typeof value !== "object" || Array.isArray(value)) return "must be a JSON object with type and content";
  const item = value as GenerateRequest;
  return typeof item.type === "string" ? item : "has no type";
}

/**
 * Reads pasted batch input: a JSON array, JSON lines (one request object per line), or CSV with a
 * header row naming `type`, content fields (`address.city` for nested ones) and customization fields
 * (the keys of `customization`, numbers read as numbers).
 *
 * @example
 * ```ts
 * parseBatch("type,url,size\nurl,https://example.com,200", {size: {type: "integer"}});
 * // [{line: 2, item: {type: "url", content: {url: "https://example.com"}, customization: {size: 200}}}]
 * ```
 */
export function parseBatch(text: string, customization: Readonly<Record<string, JsonSchema>>): BatchRow[] {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  if (trimmed.startsWith("[")) {
    try {
      const list = JSON.parse(trimmed) as unknown;
      if (!Array.isArray(list)) return [{ line: 1, error: "the JSON is not an array" }];
      return list.map((value, i) => {
        const item = itemFromJson(value);
        return typeof item === "string" ? { line: i + 1, error: `item ${i + 1} ${item}` } : { line: i + 1, item };
      });
    } catch (error) {
      return [{ line: 1, error: `the JSON array does not parse: ${(error as Error).message}` }];
    }
  }
  if (trimmed.startsWith("{")) {
    return trimmed.split(/\r?\n/).flatMap((text, i) => {
      if (text.trim() === "") return [];
      try {
        const item = itemFromJson(JSON.parse(text));
        return typeof item === "string" ? { line: i + 1, error: `line ${i + 1} ${item}` } : { line: i + 1, item };
      } catch (error) {
        return { line: i + 1, error: `line ${i + 1} is not JSON: ${(error as Error).message}` };
      }
    });
  }
  const [header, ...rows] = parseCsv(trimmed);
  const columns = (header ?? []).map((c) => c.trim());
  if (!columns.includes("type")) return [{ line: 1, error: "the CSV header row has no type column" }];
  return rows.map((cells, i) => {
    const line = i + 2;
    if (cells.length > columns.length)
      return { line, error: `line ${line} has ${cells.length} cells; the header names ${columns.length}` };
    const content: Record<string, unknown> = {};
    const style: Record<string, unknown> = {};
    let type = "";
    columns.forEach((column, c) => {
      const cell = cells[c] ?? "";
      if (column === "type") type = cell.trim();
      else if (cell === "") return;
      else if (column in customization) {
        const kind = customization[column]?.type;
        style[column] = kind === "integer" || kind === "number" ? Number(cell) : cell;
      } else setPath(content, column, cell);
    });
    if (!type) return { line, error: `line ${line} has no type` };
    return { line, item: { type, content, ...(Object.keys(style).length ? { customization: style } : {}) } };
  });
}
