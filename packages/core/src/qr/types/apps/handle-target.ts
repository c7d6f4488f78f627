import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../../errors/qrbar-error.js";
import type { LinkTarget } from "./link-type.js";
import { decodeComponent } from "./web-link.js";

/** A platform's rule for a name (username, handle, slug, code), written once for schema and checks. */
export interface HandleRule {
  /** ECMAScript pattern of a valid name, without anchors; lookaheads carry length and placement rules. */
  readonly pattern: string;
  /** The longest valid name, for the schema's `maxLength`. */
  readonly maxLength: number;
  /** The rule in words, completing "content.username must be …". */
  readonly rule: string;
  /** Names the platform keeps for its own pages (lower case), refused although they fit the pattern. */
  readonly reserved?: readonly string[];
}

/** How a name appears in a link: written after `base`, read back by `from`. */
export interface HandleTargetOptions {
  readonly field: string;
  readonly description: string;
  readonly rule: HandleRule;
  /** A prefix people type in front of the name (`@`, `r/`), accepted and dropped. */
  readonly sigil?: string;
  /** The link up to the name, e.g. `https://www.instagram.com/`. */
  readonly base: string;
  /**
   * Where a link carries the name: a pattern of the path whose group 1 is the (percent-encoded) name,
   * or a function reading it (e.g. from a query parameter) that returns `undefined` for other links.
   */
  readonly from: RegExp | ((url: URL) => string | undefined);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The checks of a {@link HandleRule}: a function that strips the optional sigil and returns the name,
 * or throws a `VALIDATION_ERROR` naming the field and the rule.
 *
 * @example
 * ```ts
 * const check = handleCheck({ pattern: "[a-z]{3,8}", maxLength: 8, rule: "3-8 letters a-z" }, "@");
 * check("@abc", "content.username"); // "abc"
 * check("ab", "content.username");   // throws "content.username must be 3-8 letters a-z"
 * ```
 */
function handleCheck(rule: HandleRule, sigil = ""): (value: string, field: string) => string {
  const valid = new RegExp(`^(?:${rule.pattern})$`);
  const reserved = new Set(rule.reserved ?? []);
  return (value, field) => {
    const name = sigil && value.startsWith(sigil) ? value.slice(sigil.length) : value;
    if (!valid.test(name)) throw QrbarError.field(field, `must be ${rule.rule}`);
    if (reserved.has(name.toLowerCase())) {
      throw QrbarError.field(field, `must not be '${name}', which the platform reserves for its own pages`);
    }
    return name;
  };
}

/**
 * A {@link LinkTarget} for a name under a fixed link prefix: the schema carries the rule as its
 * pattern (with the optional sigil), and the name is checked again when built or parsed.
 *
 * @example
 * ```ts
 * const target = handleTarget({
 *   field: "username", description: "GitHub user.", rule, base: "https://github.com/", from: /^\/([^/]+)\/?$/,
 * });
 * target.toLink("octocat"); // "https://github.com/octocat"
 * ```
 */
export function handleTarget(options: HandleTargetOptions): LinkTarget {
  const { field, description, rule, sigil = "", base, from } = options;
  const sigilPattern = sigil ? `(?:${escapeRegExp(sigil)})?` : "";
  return {
    field,
    schema: Type.String({
      minLength: 1,
      maxLength: rule.maxLength + sigil.length,
      pattern: `^${sigilPattern}(?:${rule.pattern})$`,
      errorMessage: `must be ${rule.rule}`,
      description: sigil ? `${description} A leading '${sigil}' is accepted and dropped.` : description,
    }),
    normalise: handleCheck(rule, sigil),
    toLink: (value) => `${base}${value}`,
    fromLink:
      typeof from === "function"
        ? from
        : (url) => {
            const raw = from.exec(url.pathname)?.[1];
            return raw === undefined ? undefined : decodeComponent(raw);
          },
  };
}
