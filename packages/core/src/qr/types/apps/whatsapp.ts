import { WhatsappContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { definedFields } from "../../fields/defined-fields.js";
import { readE164 } from "../../fields/e164-number.js";
import { percentEncode } from "../../fields/percent-encode.js";
import { toE164 } from "../../fields/phone.js";
import { defineQrType } from "../../qr-type.js";
import { queryParam, readWebLink } from "./web-link.js";

/** Where a click-to-chat link keeps the number: the path of wa.me, `phone=` of api.whatsapp.com/send. */
function chatLink(payload: string): { digits: string | undefined; text: string | undefined } | undefined {
  const url = readWebLink(payload, /^(?:wa\.me|(?:api|www)\.whatsapp\.com)$/);
  if (!url) return undefined;
  const text = queryParam(url, "text");
  if (url.hostname === "wa.me") {
    const path = /^\/(\d*)\/?$/.exec(url.pathname);
    return path ? { digits: path[1] || undefined, text } : undefined;
  }
  if (url.pathname !== "/send" && url.pathname !== "/send/") return undefined;
  return { digits: queryParam(url, "phone")?.replace(/^\+/, "") || undefined, text };
}

/**
 * A WhatsApp chat (click to chat): `https://wa.me/<E.164 digits without +>?text=<percent-encoded>`.
 * Without a number, `https://wa.me/?text=…` lets the scanner pick the chat to send the text to.
 *
 * @example
 * ```ts
 * whatsapp.build({ phone: "+1 415 555 0123", text: "Hi!" }); // "https://wa.me/14155550123?text=Hi%21"
 * ```
 */
export const whatsapp = defineQrType({
  key: "whatsapp",
  label: "WhatsApp chat",
  schema: WhatsappContentSchema,
  example: { phone: "+14155550123", text: "Hello! I'd like to book a table." },
  multiLine: ["text"],
  build: ({ phone, text }) => {
    if (phone === undefined && text === undefined) throw QrbarError.field("content", "needs a phone, a text or both");
    const digits = phone === undefined ? "" : toE164(phone, "content.phone").slice(1);
    return `https://wa.me/${digits}${text === undefined ? "" : `?text=${percentEncode(text)}`}`;
  },
  parse: (payload) => {
    const link = chatLink(payload);
    if (!link) return undefined;
    const text = link.text || undefined;
    const phone = link.digits === undefined ? undefined : readE164(`+${link.digits}`);
    if (link.digits !== undefined && phone === undefined) return undefined; // digits that are no E.164 number
    if (phone === undefined && text === undefined) return undefined;
    return definedFields({ phone, text });
  },
});
