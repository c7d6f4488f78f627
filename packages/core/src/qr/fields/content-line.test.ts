import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeText, joinContentLines, parseContentLines, textComponents, unescapeText } from "./content-line.js";

describe("TEXT escaping (RFC 6350 §3.4, RFC 5545 §3.3.11)", () => {
  it.each([
    ["Acme, Inc.", "Acme\\, Inc."],
    ["a;b", "a\\;b"],
    ["C:\\temp", "C:\\\\temp"],
    ["line 1\nline 2", "line 1\\nline 2"],
    ["CRLF\r\nand CR\r", "CRLF\\nand CR\\n"],
  ])("%j → %j", (value, escaped) => {
    expect(escapeText(value)).toBe(escaped);
  });

  it("reads \\N as a line break too (RFC 5545)", () => {
    expect(unescapeText("a\\Nb\\nc\\,d\\;e\\\\f")).toBe("a\nb\nc,d;e\\f");
  });

  it("unescape(escape(s)) is s for text without CR (property)", () => {
    fc.assert(
      fc.property(
        fc.string().map((s) => s.replace(/\r/g, "")),
        (s) => {
          expect(unescapeText(escapeText(s))).toBe(s);
        },
      ),
    );
  });

  it("splits structured values on unescaped semicolons", () => {
    expect(textComponents("Doe;John\\;Jr;;;")).toEqual(["Doe", "John;Jr", "", "", ""]);
  });
});

describe("content lines", () => {
  it("ends every line with CRLF and folds at 75 octets (RFC 5545 3.1, RFC 6350 3.2)", () => {
    const long = `NOTE:${"x".repeat(200)}`;
    expect(joinContentLines(["BEGIN:VEVENT", long, "END:VEVENT"])).toBe(
      `BEGIN:VEVENT\r\n${long.slice(0, 75)}\r\n ${long.slice(75, 149)}\r\n ${long.slice(149)}\r\nEND:VEVENT\r\n`,
    );
    expect(joinContentLines([`NOTE:${"x".repeat(70)}`])).toBe(`NOTE:${"x".repeat(70)}\r\n`); // exactly 75: kept
  });

  it("never folds inside a UTF-8 character, and every folded line is at most 75 octets", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
        const line = `NOTE:${text.replace(/[\r\n]/g, "")}`;
        const joined = joinContentLines([line]);
        for (const part of joined.split("\r\n").slice(0, -1)) {
          expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
          expect(part.isWellFormed()).toBe(true);
        }
        expect(joined.slice(0, -2).replace(/\r\n /g, "")).toBe(line);
      }),
      { numRuns: 200 },
    );
  });

  it("unfolds, accepts LF, reads groups, quoted and bare parameters", () => {
    const lines = parseContentLines(
      'BEGIN:VCARD\nNOTE:folded\r\n  across\r\n\tlines\r\nTEL;TYPE="voice,cell";PREF=1:+1\nitem1.URL:http\\://x.org\nTEL;CELL;HOME:2\nno colon here\n',
    );
    expect(lines.map((l) => [l.name, Object.fromEntries(l.params), l.value])).toEqual([
      ["BEGIN", {}, "VCARD"],
      ["NOTE", {}, "folded acrosslines"],
      ["TEL", { TYPE: ["voice", "cell"], PREF: ["1"] }, "+1"],
      ["URL", {}, "http\\://x.org"],
      ["TEL", { TYPE: ["CELL", "HOME"] }, "2"],
    ]);
  });

  it("keeps a colon inside a quoted parameter out of the value", () => {
    const [line] = parseContentLines('DTSTART;TZID="Custom: zone":20250101T100000');
    expect(line?.params.get("TZID")).toEqual(["Custom: zone"]);
    expect(line?.value).toBe("20250101T100000");
  });
});
