import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROTOTYPE_KEYS, prototypeKeyIn, prototypeKeyPath } from "./prototype-keys.js";

describe("prototypeKeyIn", () => {
  it.each([
    ["__proto__", "__proto__"],
    ["constructor", "constructor"],
    ["prototype", "prototype"],
    ["__proto__.x", "__proto__"],
    ["a.__proto__.b", "__proto__"],
    ["constructor.prototype.x", "constructor"],
    ["a.prototype", "prototype"],
    ["a[__proto__]", "__proto__"],
    ["a[b][constructor]", "constructor"],
    ["[prototype]", "prototype"],
  ])("finds the prototype key in %s", (name, key) => {
    expect(prototypeKeyIn(name)).toBe(key);
  });

  it.each([
    "address.city",
    "__proto",
    "proto__",
    "constructors",
    "my_prototype",
    "Constructor",
    "a[b]",
    "",
    "content.type",
  ])("finds none in %s", (name) => {
    expect(prototypeKeyIn(name)).toBeUndefined();
  });
});

/** Gives `object` the own key `key` (as `JSON.parse` does, where `object[key] = value` would set a prototype). */
const withOwnKey = (object: object, key: string, value: unknown) =>
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });

describe("prototypeKeyPath", () => {
  it.each([
    ['{"__proto__":{"x":1}}', "__proto__"],
    ['{"content":{"text":"x","__proto__":{"x":1}}}', "content.__proto__"],
    ['{"constructor":{"prototype":{"x":1}}}', "constructor"],
    ['{"items":[{"type":"text"},{"content":{"a.prototype":1}}]}', "items.1.content.a.prototype"],
    ['[[{"x":{"y":{"prototype":1}}}]]', "0.0.x.y.prototype"],
  ])("finds the own key of %s at %s", (json, path) => {
    expect(prototypeKeyPath(JSON.parse(json))).toBe(path);
  });

  it.each([null, 1, "__proto__", ["__proto__", "constructor"], { type: "text", content: { text: "__proto__" } }])(
    "finds none in %j (a value or an array element is no key)",
    (value) => {
      expect(prototypeKeyPath(value)).toBeUndefined();
    },
  );

  it("walks nesting deeper than the call stack", () => {
    let deep: unknown = {};
    withOwnKey(deep as object, "__proto__", 1);
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(prototypeKeyPath(deep)).toBe(`${"a.".repeat(100_000)}__proto__`);
  });

  it("finds a prototype key put anywhere in any JSON value, and none where there is none", () => {
    const clean = fc.jsonValue().filter((value) => !JSON.stringify(value).match(/__proto__|constructor|prototype/));
    fc.assert(
      fc.property(clean, fc.constantFrom(...PROTOTYPE_KEYS), fc.nat(), (value, key, pick) => {
        expect(prototypeKeyPath(value)).toBeUndefined();
        const objects: object[] = [];
        const collect = (v: unknown) => {
          if (typeof v !== "object" || v === null) return;
          if (!Array.isArray(v)) objects.push(v);
          for (const item of Object.values(v)) collect(item);
        };
        collect(value);
        const target = objects[pick % Math.max(1, objects.length)];
        if (target === undefined) return;
        withOwnKey(target, key, { x: 1 });
        expect(prototypeKeyPath(value)?.split(".").at(-1)).toBe(key);
      }),
    );
  });
});
