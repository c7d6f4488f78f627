import { describe, expect, it } from "vitest";
import { parseBatch, parseCsv } from "./batch-input.js";

const CUSTOMIZATION = { size: { type: "integer" }, fill_color: { type: "string" } };

describe("parseCsv", () => {
  it.each([
    [
      "a,b\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      'a,b\r\n"x, y","say ""hi"""',
      [
        ["a", "b"],
        ["x, y", 'say "hi"'],
      ],
    ],
    ['a\n"two\nlines"\n', [["a"], ["two\nlines"]]],
    [
      "a,b\n\n1,\n",
      [
        ["a", "b"],
        ["1", ""],
      ],
    ],
  ])("%j", (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });
});

describe("parseBatch", () => {
  it("reads CSV columns as content fields, nested by dots, and customization keys as customization", () => {
    const text = "type,url,address.city,size,fill_color\nurl,https://example.com,,200,#123456\ngeo,,Oslo,,";
    expect(parseBatch(text, CUSTOMIZATION)).toEqual([
      {
        line: 2,
        item: {
          type: "url",
          content: { url: "https://example.com" },
          customization: { size: 200, fill_color: "#123456" },
        },
      },
      { line: 3, item: { type: "geo", content: { address: { city: "Oslo" } } } },
    ]);
  });

  it("reads JSON lines and a JSON array", () => {
    const item = { type: "text", content: { text: "hi" } };
    expect(parseBatch(`${JSON.stringify(item)}\n\n${JSON.stringify(item)}`, {})).toEqual([
      { line: 1, item },
      { line: 3, item },
    ]);
    expect(parseBatch(JSON.stringify([item]), {})).toEqual([{ line: 1, item }]);
  });

  it.each([
    ["url,size\nhttps://example.com,2", "the CSV header row has no type column"],
    ["type,url\n,https://example.com", "line 2 has no type"],
    ["type,url\nurl,a,b", "line 2 has 3 cells; the header names 2"],
    ['{"type": "url"\n', "line 1 is not JSON"],
    ['{"content": {}}', "line 1 has no type"],
    ["[1]", "item 1 must be a JSON object with type and content"],
    ["[{", "the JSON array does not parse"],
  ])("names the line of a bad row: %j", (text, message) => {
    const rows = parseBatch(text, CUSTOMIZATION);
    expect(rows[0]).toMatchObject({ error: expect.stringContaining(message) });
  });
});
