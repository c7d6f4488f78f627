import { Type } from "@sinclair/typebox";
import { stringEnum } from "../../fields/string-enum.js";
import { defineQrType } from "../../qr-type.js";

/** Skype URI actions a link can start. */
const SKYPE_ACTIONS = ["call", "chat", "add", "userinfo"] as const;

/**
 * A Skype Name (6-32 characters: a letter, then letters, digits and `. , - _`) or a Microsoft-account
 * Skype ID (`live:` and its identifier).
 */
const SKYPE_USER = "[A-Za-z][A-Za-z0-9.,_-]{5,31}|live:[A-Za-z0-9.,_-]{1,64}";

/** A Skype URI after its (case-insensitive) scheme: the user, then optionally `?` and an action. */
const SKYPE_TARGET = new RegExp(`^(${SKYPE_USER})(?:\\?(${SKYPE_ACTIONS.join("|")}))?$`);

/**
 * A Skype call or chat: `skype:<user>?call` (Skype URI scheme; `?chat`, `?add`, `?userinfo` likewise).
 *
 * @example
 * ```ts
 * skype.build({ user: "echo123", action: "chat" }); // "skype:echo123?chat"
 * ```
 */
export const skype = defineQrType({
  key: "skype",
  label: "Skype call or chat",
  schema: Type.Object(
    {
      user: Type.String({
        minLength: 6,
        maxLength: 69,
        pattern: `^(?:${SKYPE_USER})$`,
        errorMessage:
          "must be a Skype Name (6-32 characters: a letter, then letters, digits, periods, commas, hyphens or underscores) or a live: Skype ID",
        description: "Skype Name, or the live:… ID of a Microsoft account.",
      }),
      action: Type.Optional(
        stringEnum(SKYPE_ACTIONS, "What scanning starts; left out, Skype opens the contact as it would by default."),
      ),
    },
    { additionalProperties: false },
  ),
  example: { user: "echo123", action: "call" },
  build: ({ user, action }) => `skype:${user}${action === undefined ? "" : `?${action}`}`,
  parse: (payload) => {
    const match = /^skype:/i.test(payload) ? SKYPE_TARGET.exec(payload.slice("skype:".length)) : null;
    if (!match?.[1]) return undefined;
    const action = SKYPE_ACTIONS.find((a) => a === match[2]);
    return { user: match[1], ...(action === undefined ? {} : { action }) };
  },
});
