import { LINK_HANDLES, type LinkHandle } from "@qrbar/contract";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { isQrbarError } from "../../errors/qrbar-error.js";
import { delimiterText, hostileText } from "../../testing/index.js";
import { toWebAddress } from "../fields/web-address.js";
import { buildPayload } from "../payload/build-payload.js";
import { parsePayload } from "../payload/parse-payload.js";
import type { QrTypeDefinition } from "../qr-type.js";
import { QR_TYPES } from "../registry.js";

// Every string field of every type gets line breaks, NUL and other controls and the delimiters of every payload
// family written into it. Either the request is refused naming that field, or the payload parses back to the very
// fields given: the same type, every other field as it was, this one as written (or as its own normaliser writes
// it). A line, property, TLV or parameter the input smuggled in would change what parses back.

/** A string leaf of a content schema: its path and its schema. */
interface StringField {
  readonly path: readonly (string | number)[];
  readonly schema: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** Every free-text string leaf of a schema (an enum of literals is no free text), arrays at index 0. */
function stringFields(schema: Json, path: (string | number)[] = []): StringField[] {
  if (schema.type === "string") return [{ path, schema }];
  if (schema.type === "object") {
    return Object.entries(schema.properties as Record<string, Json>).flatMap(([key, property]) =>
      stringFields(property, [...path, key]),
    );
  }
  if (schema.type === "array") return stringFields(schema.items as Json, [...path, 0]);
  return [];
}

const dotted = (path: readonly (string | number)[]) => path.join(".");

/** A copy of `content` with `value` at `path`, creating the objects and arrays on the way. */
function withValue(content: unknown, path: readonly (string | number)[], value: string): Json {
  const root = structuredClone(content) as Json;
  let node: Record<string | number, unknown> = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    node[key] ??= typeof path[i + 1] === "number" ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

/** A string matching a field's pattern, or "Benign" when fast-check cannot generate for it (a lookahead). */
function samplePattern(pattern: RegExp): string {
  try {
    return fc.sample(fc.stringMatching(pattern), { numRuns: 1, seed: 1 })[0] ?? "Benign";
  } catch {
    return "Benign";
  }
}

const omit = (content: Json, key: string): Json =>
  Object.fromEntries(Object.entries(content).filter(([k]) => k !== key));

function valueAt(content: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], content);
}

/** Generates as `generateQr` does (the server adds only HTTP around it): the payload or the refusal. */
function build(definition: QrTypeDefinition, content: Json): { payload: string } | { error: unknown } {
  try {
    return { payload: buildPayload(definition, content) };
  } catch (error) {
    return { error };
  }
}

/** The sigils a name field drops from the front of its value (`@nasa`, `u/spez`). */
const SIGILS = [
  ...new Set(
    Object.values(LINK_HANDLES).flatMap((fields) =>
      Object.values(fields as Record<string, LinkHandle>).flatMap((handle) => (handle.sigil ? [handle.sigil] : [])),
    ),
  ),
];

/**
 * What the field's own normaliser may write instead of the text given: outer blanks trimmed, a URL serialised, a
 * name's sigil dropped, a code's case fixed (and Base32 in its canonical form: no blanks anywhere, no padding), a
 * number's leading zeros dropped, accents dropped for the EMV "ans" set, line breaks as the format writes them
 * (vCard and iCalendar have one `\n`; RFC 6068 bodies are CRLF). None of these can add a field.
 */
function acceptedForms(value: string): string[] {
  const forms = [value, value.trim()].flatMap((text) => [
    text,
    text.toUpperCase(),
    text.toLowerCase(),
    text.replace(/\s+/g, "").toUpperCase().replace(/=+$/, ""), // Base32: blanks and padding dropped
    text.replace(/^0+(?=\d)/, ""), // a number without leading zeros
    text.normalize("NFD").replace(/\p{Mn}/gu, ""),
    text.replace(/\r\n?/g, "\n"),
    text.replace(/\r\n|\r|\n/g, "\r\n"),
    ...SIGILS.filter((sigil) => text.startsWith(sigil)).map((sigil) => text.slice(sigil.length)),
  ]);
  try {
    forms.push(toWebAddress(value, "field"));
  } catch {
    // not a web address: only the text itself
  }
  return forms;
}

/**
 * Fields that decide which of their siblings the object takes: an EMV merchant account's `id` (02..25 takes a
 * value, 26..51 a template). Text that turns one kind of ID into the other is refused naming the account.
 */
const DISCRIMINATORS = new Set(["id"]);

/** Whether a refusal names the field (in its details or its message), or, for a discriminator, its object. */
function namesFieldOrDiscriminated(error: unknown, path: readonly (string | number)[]): boolean {
  const field = `content.${dotted(path)}`;
  const key = path.at(-1);
  return (
    namesField(error, field) ||
    (typeof key === "string" && DISCRIMINATORS.has(key) && namesField(error, `content.${dotted(path.slice(0, -1))}`))
  );
}

/** Whether a refusal names the field: in its details or its message. */
function namesField(error: unknown, field: string): boolean {
  if (!isQrbarError(error)) return false;
  return (
    (error.details ?? []).some((d) => d.field === field || d.field.startsWith(`${field}.`)) ||
    error.message.includes(field)
  );
}

/** Contents that open fields the example leaves shut (EAP identities, a zone for local times, a dynamic Pix). */
const EXTRA_BASES: Readonly<Record<string, Json>> = {
  wifi: { ssid: "Corp", encryption: "WPA2-EAP", eap_method: "PEAP", password: "secret" },
  event: { summary: "Standup", start: "2025-06-01T09:30:00" },
  pix: { url: "pix.example.com/qr/v2/9d36b84f", merchant_name: "Loja", merchant_city: "SAO PAULO" },
  epc_sepa: { name: "Jane Doe", iban: "AT611904300234573201", reference: "RF18539007547034" },
};

/** Types whose payload is the text itself: any text is theirs, so another parser may claim it. */
const FREE_TEXT = new Set(["text"]);

const tally = { types: 0, fields: 0, skipped: [] as string[], cases: 0, refused: 0, parsedBack: 0 };

const TESTED = QR_TYPES.filter(
  (t) => !FREE_TEXT.has(t.key) && stringFields(t.schema as unknown as Json).length > 0,
).map((t) => [t.key, t] as const);

describe.each(TESTED)(
  "%s: hostile text in any string field is refused naming the field or parses back exactly",
  (_key, definition) => {
    tally.types++;
    const fields = stringFields(definition.schema as unknown as Json);
    it.each(fields.map((f) => [dotted(f.path), f] as const))("content.%s", (name, field) => {
      const extra = EXTRA_BASES[definition.key];
      const example = [definition.example, extra].map((c) => valueAt(c, field.path)).find((v) => typeof v === "string");
      const examples = field.schema.examples as unknown[] | undefined;
      const pattern = typeof field.schema.pattern === "string" ? new RegExp(field.schema.pattern) : undefined;
      const benign = (
        typeof example === "string"
          ? example
          : typeof examples?.[0] === "string"
            ? examples[0]
            : pattern
              ? samplePattern(pattern)
              : "Benign"
      ) as string;
      // The example, or, where the field excludes a sibling (one of key/url, reference/remittance_text), the example
      // without that sibling, or the field alone.
      const start = definition.example as Json;
      const candidates = [start, ...Object.keys(start).map((key) => omit(start, key)), ...(extra ? [extra] : []), {}];
      const content = candidates.find(
        (candidate) => !("error" in build(definition, withValue(candidate, field.path, benign))),
      );
      if (!content) {
        tally.skipped.push(`${definition.key}.${name}`); // needs sibling fields this generic test cannot invent
        return;
      }
      const base = build(definition, withValue(content, field.path, benign)) as { payload: string };
      tally.fields++;
      const baseline = parsePayload(base.payload);
      expect(baseline.format).toBe(definition.key);
      fc.assert(
        fc.property(
          fc.oneof(hostileText, delimiterText(true)),
          fc.constantFrom("suffix", "prefix", "alone"),
          (text, where) => {
            const value = where === "suffix" ? `${benign}${text}` : where === "prefix" ? `${text}${benign}` : text;
            tally.cases++;
            const result = build(definition, withValue(content, field.path, value));
            if ("error" in result) {
              tally.refused++;
              expect(namesFieldOrDiscriminated(result.error, field.path), String(result.error)).toBe(true);
              return;
            }
            tally.parsedBack++;
            const back = parsePayload(result.payload);
            expect(back.format, result.payload).toBe(definition.key);
            const forms = acceptedForms(value).map((form) => withValue(baseline.parsed, field.path, form));
            expect(forms, JSON.stringify(result.payload)).toContainEqual(back.parsed);
          },
        ),
        { numRuns: 60 },
      );
    });
  },
);

afterAll(() => {
  // The figures the suite covers, for the record (vitest prints them with --reporter=verbose).
  console.info(
    `field injection: ${tally.types} types, ${tally.fields} string fields, ${tally.cases} cases: ` +
      `${tally.refused} refused naming the field, ${tally.parsedBack} parsed back exactly; ` +
      `not generic (needs siblings): ${tally.skipped.join(", ") || "none"}`,
  );
});
