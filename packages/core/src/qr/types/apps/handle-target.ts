import type { LinkHandle } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import type { LinkTarget } from "./link-type.js";
import { decodeComponent } from "./web-link.js";

/** How a name appears in a link: written after `base`, read back by `from`. */
export interface HandleTargetOptions {
  readonly field: string;
  /** The field's rule and sigil, from the contract's `LINK_HANDLES`. */
  readonly handle: LinkHandle;
  /** The link up to the name, e.g. `https://www.instagram.com/`. */
  readonly base: string;
  /**
   * Where a link carries the name: a pattern of the path whose group 1 is the (percent-encoded) name,
   * or a function reading it (e.g. from a query parameter) that returns `undefined` for other links.
   */
  readonly from: RegExp | ((url: URL) => string | undefined);
}

/**
 * The checks of a {@link LinkHandle}: a function that strips the optional sigil and returns the name,
 * or throws a `VALIDATION_ERROR` naming the field and the rule.
 *
 * @example
 * ```ts
 * const check = handleCheck({ description: "", rule: { pattern: "[a-z]{3,8}", maxLength: 8, rule: "3-8 letters a-z" }, sigil: "@" });
 * check("@abc", "content.username"); // "abc"
 * check("ab", "content.username");   // throws "content.username must be 3-8 letters a-z"
 * ```
 */
function handleCheck({ rule, sigil = "" }: LinkHandle): (value: string, field: string) => string {
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
 * A {@link LinkTarget} for a name under a fixed link prefix: the name is checked against its handle's rule (the
 * content schema carries the same rule as its pattern) when built or parsed.
 *
 * @example
 * ```ts
 * const target = handleTarget({
 *   field: "username", handle: LINK_HANDLES.github.username, base: "https://github.com/", from: /^\/([^/]+)\/?$/,
 * });
 * target.toLink("octocat"); // "https://github.com/octocat"
 * ```
 */
export function handleTarget(options: HandleTargetOptions): LinkTarget {
  const { field, handle, base, from } = options;
  return {
    field,
    normalise: handleCheck(handle),
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
