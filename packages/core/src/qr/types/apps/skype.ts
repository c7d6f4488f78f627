import { SKYPE_ACTIONS, SKYPE_USER, SkypeContentSchema } from "@qrbar/contract";
import { defineQrType } from "../../qr-type.js";

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
  schema: SkypeContentSchema,
  example: { user: "echo123", action: "call" },
  build: ({ user, action }) => `skype:${user}${action === undefined ? "" : `?${action}`}`,
  parse: (payload) => {
    const match = /^skype:/i.test(payload) ? SKYPE_TARGET.exec(payload.slice("skype:".length)) : null;
    if (!match?.[1]) return undefined;
    const action = SKYPE_ACTIONS.find((a) => a === match[2]);
    return { user: match[1], ...(action === undefined ? {} : { action }) };
  },
});
