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
  it("ends every line with CRLF and does not fold", () => {
    const long = `NOTE:${"x".repeat(200)}`;
    expect(joinContentLines(["BEGIN:VEVENT", long, "END:VEVENT"])).toBe(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT\r\n`);
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
