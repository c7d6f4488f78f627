import { describe, expect, it } from "vitest";
import { describeQrType } from "../../../testing/qr-type-suite.js";
import { generateQr } from "../../generate-qr.js";
import { parsePayload } from "../../payload/parse-payload.js";

describeQrType("json", {
  payloads: [
    // RFC 8259, compact
    [{ json: [1, "two", null, true, { "k y": 2.5 }] }, '[1,"two",null,true,{"k y":2.5}]'],
  ],
  parses: [[' \n{"a": [1, 2]}', { json: { a: [1, 2] } }]],
  refusals: [[{}, "content.json", "is required"]],
});

describe("QR type json, a scalar", () => {
  it("encodes a JSON string as RFC 8259 writes it, which a reader takes for text: only objects and arrays are claimed", () => {
    const { payload } = generateQr({ type: "json", content: { json: "just text" } });
    expect(payload).toBe('"just text"');
    expect(parsePayload(payload)).toEqual({ format: "text", parsed: { text: '"just text"' } });
  });
});
