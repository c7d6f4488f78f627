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
      description: "Public username of a user, bot, group or channel (t.me/<username>).",
      rule: {
        // tdlib is_valid_username; 4 characters for collectible usernames, 5 for ordinary ones.
        pattern: "(?=.{4,32}$)(?!.*__)[A-Za-z][A-Za-z0-9_]*[A-Za-z0-9]",
        maxLength: 32,
        rule: "a Telegram username: 4-32 letters, digits or underscores, starting with a letter, not ending with an underscore, without two underscores in a row",
        // t.me paths that are not usernames (the list of the Telegram deep-link documentation).
        reserved: [
          "addemoji",
          "addlist",
          "addstickers",
          "addstyle",
          "addtheme",
          "auction",
          "auth",
          "boost",
          "call",
          "confirmphone",
          "contact",
          "giftcode",
          "invoice",
          "joinchat",
          "login",
          "proxy",
          "setlanguage",
          "share",
          "socks",
        ],
      },
      sigil: "@",
      base: "https://t.me/",
      from: /^\/([^/+][^/]*)\/?$/,
    }),
    phoneTarget({
      description: "Phone number of a Telegram user who lets people find them by number (t.me/+<number>).",
      toLink: (e164) => `https://t.me/${e164}`,
      fromLink: (url) => /^\/(\+\d+)\/?$/.exec(url.pathname)?.[1],
    }),
  ],
  example: { username: "telegram" },
});
