import type { JsonSchema } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
import { fromOptions } from "./content-from-options.js";

const schema: JsonSchema = {
  type: "object",
  properties: {
    name: { type: "string" },
    count: { type: "integer" },
    hidden: { type: "boolean" },
    digits: {
      anyOf: [
        { const: 6, type: "number" },
        { const: 8, type: "number" },
      ],
    },
    amount: { anyOf: [{ type: "string" }, { type: "number" }] },
    kind: {
      anyOf: [
        { const: "a", type: "string" },
        { const: "b", type: "string" },
      ],
    },
    tags: { type: "array", items: { type: "string" } },
    phones: { type: "array", items: { type: "object" } },
    address: { type: "object", properties: { city: { type: "string" }, zip: { type: "integer" } } },
    json: {},
  },
};

describe("fromOptions", () => {
  it.each([
    [[["name", ["007"]]], { name: "007" }],
    [[["count", ["42"]]], { count: 42 }],
    [[["count", ["many"]]], { count: "many" }],
    [[["hidden", [true]]], { hidden: true }],
    [[["hidden", ["no"]]], { hidden: false }],
    [[["digits", ["8"]]], { digits: 8 }],
    [[["digits", ["7"]]], { digits: "7" }],
    [[["amount", ["12.50"]]], { amount: "12.50" }],
    [[["kind", ["b"]]], { kind: "b" }],
    [[["tags", ["x", "y"]]], { tags: ["x", "y"] }],
    [[["tags", ['["x","y"]']]], { tags: ["x", "y"] }],
    [[["phones", ['{"number":"+1"}']]], { phones: [{ number: "+1" }] }],
    [
      [
        ["address.city", ["Oslo"]],
        ["address.zip", ["150"]],
      ],
      { address: { city: "Oslo", zip: 150 } },
    ],
    [[["address", ['{"city":"Oslo"}']]], { address: { city: "Oslo" } }],
    [[["json", ['{"id":1}']]], { json: { id: 1 } }],
    [[["json", ["plain words"]]], { json: "plain words" }],
    [[["unknown", ["v"]]], { unknown: "v" }],
  ] as const)("%j → %j", (options, expected) => {
    expect(fromOptions(schema, options as never)).toEqual(expected);
  });

  it.each([
    [[["name", [true]]], "--name needs a value"],
    [[["count", ["1", "2"]]], "--count is given 2 times; give it once"],
    [[["__proto__.name", ["x"]]], "----proto--.name is not a parameter name: __proto__, constructor and prototype"],
    [[["constructor.prototype.name", ["x"]]], "--constructor.prototype.name is not a parameter name"],
    [[["json", ['{"__proto__":{"name":"x"}}']]], "--json.--proto-- is not a parameter name"],
  ] as const)("%j is a usage error: %s", (options, message) => {
    expect(() => fromOptions(schema, options as never)).toThrow(message);
  });
});
