import { LINK_HANDLES } from "@qrbar/contract";
import { handleTarget } from "./handle-target.js";
import { defineLinkType } from "./link-type.js";
import { phoneTarget } from "./phone-target.js";

/**
 * A Telegram chat: `https://t.me/<username>` for a public user, bot, group or channel, or
 * `https://t.me/+<E.164 digits>` for a user by phone number (Telegram deep links, core.telegram.org/api/links).
 *
 * @example
 * ```ts
 * telegram.build({ username: "@durov" }); // "https://t.me/durov"
 * ```
 */
export const telegram = defineLinkType({
  key: "telegram",
  label: "Telegram chat",
  hosts: /^(?:t\.me|telegram\.me|telegram\.dog)$/,
  targets: [
    handleTarget({
      field: "username",
      handle: LINK_HANDLES.telegram.username,
      base: "https://t.me/",
      from: /^\/([^/+][^/]*)\/?$/,
    }),
    phoneTarget({
      toLink: (e164) => `https://t.me/${e164}`,
      fromLink: (url) => /^\/(\+\d+)\/?$/.exec(url.pathname)?.[1],
    }),
  ],
  example: { username: "telegram" },
});
