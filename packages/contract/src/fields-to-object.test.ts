import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "./coerce-value.js";
import { fieldsToObject, schemaAt } from "./fields-to-object.js";
import { PROTOTYPE_KEY_MESSAGE, PROTOTYPE_KEYS } from "./prototype-keys.js";

const SCHEMA: JsonSchema = {
  type: "object",
  properties: {
    email: { type: "string" },
    subject: { type: "string" },
    address: { type: "object", properties: { city: { type: "string" } } },
    data: {},
  },
};

/** The error `fieldsToObject` is given to build: the field and the message, as a test reads them. */
const fail = (field: string, message: string) => new Error(`${field} ${message}`);

const prototypeKeys = () =>
  [Object.prototype, Array.prototype, Function.prototype].map((prototype) => Reflect.ownKeys(prototype).map(String));

describe("fieldsToObject", () => {
  it("builds nested fields into objects without a prototype", () => {
    const built = fieldsToObject(
      SCHEMA,
      [
        ["email", ["a@b.example"]],
        ["address.city", ["Bern"]],
      ],
      fail,
    );
    expect(built).toEqual({ email: "a@b.example", address: { city: "Bern" } });
    expect(Object.getPrototypeOf(built)).toBeNull();
    expect(Object.getPrototypeOf(built.address)).toBeNull();
  });

  it.each([
    ["__proto__.subject", "Invoice overdue"],
    ["__proto__", '{"subject":"Invoice overdue"}'],
    ["constructor.prototype.subject", "Invoice overdue"],
    ["address.__proto__.subject", "Invoice overdue"],
    ["address[__proto__]", "x"],
    ["prototype", "x"],
  ])("refuses %s before it builds anything, naming it", (name, value) => {
    const before = prototypeKeys();
    expect(() =>
      fieldsToObject(
        SCHEMA,
        [
          ["email", ["a@b.example"]],
          [name, [value]],
        ],
        fail,
      ),
    ).toThrow(`${name} ${PROTOTYPE_KEY_MESSAGE}`);
    expect(prototypeKeys()).toEqual(before);
    expect(({} as { subject?: unknown }).subject).toBeUndefined();
  });

  it.each([
    ["data", '{"__proto__":{"subject":"x"}}', "data.__proto__"],
    ["address", '{"constructor":{"prototype":{"subject":"x"}}}', "address.constructor"],
    ["data", '[{"a":{"prototype":1}}]', "data.0.a.prototype"],
  ])("refuses a JSON value of %s holding a prototype key (%s)", (name, value, field) => {
    expect(() => fieldsToObject(SCHEMA, [[name, [value]]], fail)).toThrow(`${field} ${PROTOTYPE_KEY_MESSAGE}`);
  });

  it("refuses a prototype key in any segment of any name, and leaves every prototype as it was", () => {
    const segment = fc.oneof(fc.constantFrom("email", "address", "city", "x"), fc.constantFrom(...PROTOTYPE_KEYS));
    const name = fc
      .tuple(
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom(...PROTOTYPE_KEYS),
        fc.array(segment, { maxLength: 3 }),
      )
      .map(([before, key, after]) => [...before, key, ...after].join("."));
    const before = prototypeKeys();
    fc.assert(
      fc.property(name, fc.string(), (poisoned, value) => {
        expect(() => fieldsToObject(SCHEMA, [[poisoned, [value]]], fail)).toThrow(PROTOTYPE_KEY_MESSAGE);
      }),
    );
    expect(prototypeKeys()).toEqual(before);
  });
});

describe("schemaAt", () => {
  it("reads the schema's own properties only", () => {
    expect(schemaAt(SCHEMA, "address.city")).toEqual({ type: "string" });
    for (const path of ["constructor", "__proto__", "toString", "address.constructor", "address.city.__proto__"]) {
      expect(schemaAt(SCHEMA, path), path).toBeUndefined();
    }
  });
});
