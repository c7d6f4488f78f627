/**
 * The property names through which a key reaches an object's prototype rather than the object:
 * `obj["__proto__"] = v` replaces the prototype, and `constructor.prototype` leads to the one every
 * object shares. No field of any request is named so; a name or key that holds one is refused.
 */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** Why a name holding one of {@link PROTOTYPE_KEYS} is refused; it follows the name. */
export const PROTOTYPE_KEY_MESSAGE =
  "is not a parameter name: __proto__, constructor and prototype are refused anywhere in a name or key";

/** Where a flat name splits into the keys it stands for: dotted (`a.b`) and bracketed (`a[b]`) paths. */
const SEGMENT_SEPARATOR = /[.[\]]/;

const isPrototypeKey = (segment: string): boolean => (PROTOTYPE_KEYS as readonly string[]).includes(segment);

/**
 * The prototype key a flat name (a query parameter, a command-line option, a form field) holds as
 * a whole or as any dotted or bracketed segment, or `undefined` when it holds none.
 *
 * @example
 * ```ts
 * prototypeKeyIn("address.city"); // undefined
 * prototypeKeyIn("a.__proto__.b"); // "__proto__"
 * prototypeKeyIn("a[constructor]"); // "constructor"
 * ```
 */
export function prototypeKeyIn(name: string): string | undefined {
  // Each prototype key holds "proto" or "constructor": most names are cleared without being split.
  if (!name.includes("proto") && !name.includes("constructor")) return undefined;
  return name.split(SEGMENT_SEPARATOR).find(isPrototypeKey);
}

/** An object met on the walk: under which key of which parent, so that a path is built only when needed. */
interface Visit {
  readonly value: object;
  readonly key: string;
  readonly parent: Visit | undefined;
}

/** The dotted path of `key` in the object `visit` reached. */
function pathTo(visit: Visit, key: string): string {
  const keys = [key];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join(".");
}

/**
 * The path (dotted, array indices as numbers) of an own key, at any depth of a JSON value, that
 * holds a prototype key as {@link prototypeKeyIn} reads it, or `undefined` when none does.
 * `JSON.parse` makes `"__proto__"` an own key, which `Object.keys` lists. The walk keeps its own
 * stack, so no nesting overflows it.
 *
 * @example
 * ```ts
 * prototypeKeyPath(JSON.parse('{"content":{"text":"x","__proto__":{"y":1}}}')); // "content.__proto__"
 * prototypeKeyPath({ items: [{ type: "text" }] }); // undefined
 * ```
 */
export function prototypeKeyPath(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const stack: Visit[] = [{ value, key: "", parent: undefined }];
  const enter = (item: unknown, key: string, parent: Visit) => {
    if (typeof item === "object" && item !== null) stack.push({ value: item, key, parent });
  };
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const object = visit.value;
    if (Array.isArray(object)) {
      for (let i = 0; i < object.length; i++) enter(object[i], String(i), visit);
      continue;
    }
    for (const key of Object.keys(object)) {
      if (prototypeKeyIn(key) !== undefined) return pathTo(visit, key);
      enter((object as Record<string, unknown>)[key], key, visit);
    }
  }
  return undefined;
}
