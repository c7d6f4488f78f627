import { JsonContentSchema } from "@qrbar/contract";
import { defineQrType } from "../../qr-type.js";

/**
 * Structured data as compact JSON (RFC 8259), e.g. for an app that scans its own codes. Any JSON
 * value is accepted; a scanned text is read back as JSON only when it is an object or an array
 * (a bare number or string is just text).
 *
 * @example
 * ```ts
 * json.build({ json: { id: 42 } }); // '{"id":42}'
 * ```
 */
export const json = defineQrType({
  key: "json",
  label: "JSON data",
  schema: JsonContentSchema,
  example: { json: { id: 42, name: "Widget", tags: ["new", "sale"] } },
  multiLine: "*",
  build: (c) => JSON.stringify(c.json),
  parse: (payload) => {
    if (!/^\s*[[{]/.test(payload)) return undefined;
    try {
      return { json: JSON.parse(payload) as unknown };
    } catch {
      return undefined;
    }
  },
});
