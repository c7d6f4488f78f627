import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeMecard, splitUnescaped, unescapeMecard } from "./mecard-escape.js";
import { buildMecardRecord, parseMecardRecord } from "./mecard-record.js";

describe("MECARD escaping (DoCoMo: \\ ; , : get a backslash)", () => {
  it.each([
    ["plain", "plain"],
    ["a;b", "a\\;b"],
    ["a:b,c", "a\\:b\\,c"],
    ["back\\slash", "back\\\\slash"],
    ['"quoted"', '"quoted"'],
  ])("%j → %j", (value, escaped) => {
    expect(escapeMecard(value)).toBe(escaped);
    expect(unescapeMecard(escaped)).toBe(value);
  });

  it("escapes the double quote too when asked (WIFI:)", () => {
    expect(escapeMecard('say "hi"; ok', '\\;,:"')).toBe('say \\"hi\\"\\; ok');
  });

  it("splits on unescaped separators only", () => {
    expect(splitUnescaped("Doe\\,Jr,John,,x\\\\,y", ",")).toEqual(["Doe\\,Jr", "John", "", "x\\\\", "y"]);
  });

  it("unescape(escape(s)) is s (property)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(unescapeMecard(escapeMecard(s))).toBe(s);
      }),
    );
  });
});

describe("MECARD-family records", () => {
  it("writes fields in order, skips absent ones, joins lists with commas", () => {
    expect(
      buildMecardRecord("MECARD", [
        ["N", ["Doe, Jr", "John"]],
        ["TEL", "+14155550123"],
        ["NOTE", undefined],
        ["URL", "http://x.org"],
      ]),
    ).toBe("MECARD:N:Doe\\, Jr,John;TEL:+14155550123;URL:http\\://x.org;;");
  });

  it("reads fields, repeated keys and components, tolerating a missing final ';' and trailing white space", () => {
    const record = parseMecardRecord("MECARD", "mecard:N:Doe\\, Jr,John;TEL:1;tel:2;NOTE:a\\;b;\n");
    expect(record?.first("NOTE")).toBe("a;b");
    expect(record?.all("TEL")).toEqual(["1", "2"]);
    expect(record?.components("N")).toEqual(["Doe, Jr", "John"]);
    expect(record?.raw("NOTE")).toBe("a\\;b");
    expect(record?.first("URL")).toBeUndefined();
    expect(parseMecardRecord("MEBKM", "MEBKM:URL:x;;")?.first("URL")).toBe("x");
  });

  it.each([
    ["MATMSG:TO:x;;", "another prefix"],
    ["MECARD", "no colon"],
    ["MECARD:N:x;;trailing", "text after the closing ;;"],
    ["MECARD:no key here", "a field without KEY:"],
  ])("refuses %j (%s)", (payload) => {
    expect(parseMecardRecord("MECARD", payload)).toBeUndefined();
  });

  it("parse(build(fields)) gives the fields back (property)", () => {
    const key = fc.stringMatching(/^[A-Z][A-Z0-9]{0,5}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string()), { maxLength: 6 }), (fields) => {
        const record = parseMecardRecord("WIFI", buildMecardRecord("WIFI", fields));
        expect(record?.fields.map(([k, raw]) => [k, unescapeMecard(raw)])).toEqual(fields);
      }),
    );
  });
});
