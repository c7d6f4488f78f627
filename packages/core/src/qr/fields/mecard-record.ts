import { escapeMecard, MECARD_SPECIALS, splitUnescaped, unescapeMecard } from "./mecard-escape.js";

/** A field value: text, a list of components joined by `,` (e.g. `N:Doe,John`), or absent. */
export type MecardValue = string | readonly string[] | undefined;

/**
 * Writes a MECARD-family record: `PREFIX:KEY:value;KEY:value;;`. Absent values are left out; each
 * value (or each component of a list) is escaped with {@link escapeMecard}.
 *
 * @example
 * ```ts
 * buildMecardRecord("MECARD", [["N", ["Doe", "John"]], ["TEL", "+14155550123"], ["NOTE", undefined]]);
 * // "MECARD:N:Doe,John;TEL:+14155550123;;"
 * ```
 */
export function buildMecardRecord(
  prefix: string,
  fields: readonly (readonly [key: string, value: MecardValue])[],
  specials: string = MECARD_SPECIALS,
): string {
  const written = fields
    .filter((field): field is readonly [string, string | readonly string[]] => field[1] !== undefined)
    .map(([key, value]) => {
      const text =
        typeof value === "string"
          ? escapeMecard(value, specials)
          : value.map((part) => escapeMecard(part, specials)).join(",");
      return `${key}:${text};`;
    });
  return `${prefix}:${written.join("")};`;
}

/** The fields of a parsed MECARD-family record, in payload order, values still escaped. */
export class MecardRecord {
  constructor(
    /** `[KEY, raw escaped value]` pairs; keys upper-cased. */
    readonly fields: readonly (readonly [key: string, raw: string])[],
  ) {}

  /** The raw (still escaped) value of the first `key` field. */
  raw(key: string): string | undefined {
    return this.fields.find(([k]) => k === key)?.[1];
  }

  /** The unescaped value of the first `key` field. */
  first(key: string): string | undefined {
    const raw = this.raw(key);
    return raw === undefined ? undefined : unescapeMecard(raw);
  }

  /** The unescaped values of every `key` field, in order. */
  all(key: string): string[] {
    return this.fields.filter(([k]) => k === key).map(([, raw]) => unescapeMecard(raw));
  }

  /** The first `key` field split on unescaped commas, each component unescaped. */
  components(key: string): string[] | undefined {
    const raw = this.raw(key);
    return raw === undefined ? undefined : splitUnescaped(raw, ",").map(unescapeMecard);
  }
}

/**
 * Reads a MECARD-family record whose payload starts with `PREFIX:` (case-insensitive), or returns
 * `undefined` when the text is not one. Tolerates a missing final `;` and trailing white space, as
 * scanners do; anything else after the closing `;;` is refused.
 *
 * @example
 * ```ts
 * parseMecardRecord("MATMSG", "MATMSG:TO:a@example.com;SUB:Hi\\;there;;")?.first("SUB"); // "Hi;there"
 * ```
 */
export function parseMecardRecord(prefix: string, payload: string): MecardRecord | undefined {
  if (payload.slice(0, prefix.length + 1).toUpperCase() !== `${prefix.toUpperCase()}:`) return undefined;
  const fields: (readonly [string, string])[] = [];
  let i = prefix.length + 1;
  while (i < payload.length) {
    if (payload[i] === ";") {
      return /^\s*$/.test(payload.slice(i + 1)) ? new MecardRecord(fields) : undefined;
    }
    const key = /^([A-Za-z0-9-]+):/.exec(payload.slice(i));
    if (!key) return /^\s*$/.test(payload.slice(i)) ? new MecardRecord(fields) : undefined;
    i += key[0].length;
    let raw = "";
    while (i < payload.length && payload[i] !== ";") {
      raw += payload[i] === "\\" && i + 1 < payload.length ? payload[i] + (payload[++i] as string) : payload[i];
      i++;
    }
    fields.push([(key[1] as string).toUpperCase(), raw]);
    i++; // the field's closing ";"
  }
  return new MecardRecord(fields);
}
