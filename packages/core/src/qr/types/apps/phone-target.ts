import { toE164 } from "../../fields/phone.js";
import type { LinkTarget } from "./link-type.js";

/**
 * A {@link LinkTarget} for a phone number, normalised to E.164 (`+` and digits) with `toE164`.
 *
 * @example
 * ```ts
 * const phone = phoneTarget({
 *   toLink: (e164) => `https://signal.me/#p/${e164}`,
 *   fromLink: (url) => /^#p\/(\+\d+)$/.exec(url.hash)?.[1],
 * });
 * phone.toLink(phone.normalise("+1 415 555 0123", "content.phone")); // "https://signal.me/#p/+14155550123"
 * ```
 */
export function phoneTarget(options: {
  readonly toLink: (e164: string) => string;
  readonly fromLink: (url: URL) => string | undefined;
}): LinkTarget {
  return {
    field: "phone",
    normalise: toE164,
    toLink: options.toLink,
    fromLink: options.fromLink,
  };
}
