import { defineLinkType } from "./link-type.js";
import { phoneTarget } from "./phone-target.js";

/**
 * A Signal chat by phone number: `https://signal.me/#p/+<E.164>` (Signal's "share your number" link).
 *
 * @example
 * ```ts
 * signal.build({ phone: "+1 415 555 0123" }); // "https://signal.me/#p/+14155550123"
 * ```
 */
export const signal = defineLinkType({
  key: "signal",
  label: "Signal chat",
  hosts: /^signal\.me$/,
  targets: [
    phoneTarget({
      toLink: (e164) => `https://signal.me/#p/${e164}`,
      fromLink: (url) => (url.pathname === "/" ? /^#p\/(\+\d+)$/.exec(url.hash)?.[1] : undefined),
    }),
  ],
  example: { phone: "+14155550123" },
});
