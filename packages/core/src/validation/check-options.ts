import { QrbarError } from "../errors/qrbar-error.js";

/**
 * What one option of a generator function may hold, as `scripts/generate-options.ts` reads it from the
 * contract's schema: a whole number in a range, one of a few values, a string matching a pattern, or a boolean.
 */
export type OptionRule =
  /** A whole number from `minimum` to `maximum`. */
  | { readonly kind: "integer"; readonly minimum: number; readonly maximum: number; readonly default: number }
  /** One of `values`, as written. */
  | { readonly kind: "choice"; readonly values: readonly string[]; readonly default: string }
  /** A string matching `pattern`; `message` says what would be right. */
  | { readonly kind: "pattern"; readonly pattern: RegExp; readonly message: string; readonly default: string }
  /** `true` or `false`. */
  | { readonly kind: "boolean"; readonly default: boolean };

/** Why `value` breaks `rule`, or `undefined` when it keeps it. */
function breach(rule: OptionRule, value: unknown): string | undefined {
  switch (rule.kind) {
    case "integer":
      return Number.isInteger(value) && (value as number) >= rule.minimum && (value as number) <= rule.maximum
        ? undefined
        : `must be a whole number from ${rule.minimum} to ${rule.maximum}`;
    case "choice":
      return rule.values.includes(value as string) ? undefined : `must be one of ${rule.values.join(", ")}`;
    case "pattern":
      return typeof value === "string" && rule.pattern.test(value) ? undefined : rule.message;
    case "boolean":
      return typeof value === "boolean" ? undefined : "must be true or false";
  }
}

/** A value as an error shows it: strings quoted, numbers as JavaScript writes them (`NaN` too), else JSON or its type. */
const shown = (value: unknown): string =>
  typeof value === "number" ? String(value) : (JSON.stringify(value) ?? typeof value);

/**
 * Checks the camelCase options a generator function was given against the rules of the options it takes
 * (`keys`), and returns every one of them with its default filled in. Throws a `VALIDATION_ERROR` naming the
 * option and what would be right, for a value out of its rule or a key the function does not take. Small on
 * purpose: the functions' string path must not carry the contract's schema validator into a browser bundle.
 *
 * @param options - what the caller passed (`undefined` for none)
 * @param rules - every option's rule, by camelCase name
 * @param keys - the options this function takes
 * @param what - the function's name, for the error about an unknown key
 * @param others - further options this function takes that its caller checks (`barcodeSvg`'s `font`): named
 *   in the errors with the others, left out of what is returned
 *
 * @example
 * ```ts
 * checkOptions({ margin: 2 }, QR_OPTION_RULES, ["errorCorrection", "margin"], "qrTerminal");
 * // { errorCorrection: "M", margin: 2 }
 * ```
 */
export function checkOptions<O extends object, K extends keyof O & string>(
  options: O | undefined,
  rules: { readonly [P in keyof O]-?: OptionRule },
  keys: readonly K[],
  what: string,
  others: readonly string[] = [],
): Required<Pick<O, K>> {
  const names = [...keys, ...others];
  if (options !== undefined && (typeof options !== "object" || options === null || Array.isArray(options))) {
    throw QrbarError.field("options", `must be an object with any of ${names.join(", ")}`);
  }
  const given = (options ?? {}) as Record<string, unknown>;
  for (const key in given) {
    if (!names.includes(key) && given[key] !== undefined) {
      throw QrbarError.field(key, `is not an option of ${what}; it takes ${names.join(", ")}`);
    }
  }
  const resolved: Record<string, unknown> = {};
  for (const key of keys) {
    const rule = rules[key];
    const value = given[key];
    const problem = value === undefined ? undefined : breach(rule, value);
    if (problem) throw QrbarError.field(key, `${problem}; got ${shown(value)}`);
    resolved[key] = value ?? rule.default;
  }
  return resolved as Required<Pick<O, K>>;
}
