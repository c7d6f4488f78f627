import { QR_CONTENT_SCHEMAS } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { readE164 } from "../../fields/e164-number.js";
import { isEmailAddress } from "../../fields/email-address.js";
import { percentEncode } from "../../fields/percent-encode.js";
import { toE164 } from "../../fields/phone.js";
import { defineQrType } from "../../qr-type.js";

/** A FaceTime contact: an E.164 number, or an Apple Account e-mail address. */
function toContact(value: string): string {
  if (value.includes("@")) {
    if (!isEmailAddress(value))
      throw QrbarError.field("content.contact", "must be an e-mail address or a phone number in international form");
    return value;
  }
  return toE164(value, "content.contact");
}

/** Percent-encodes what a URI path cannot hold, keeping `@` and `+` readable. */
const encodeContact = (contact: string): string => percentEncode(contact).replace(/%40/g, "@").replace(/%2B/g, "+");

/**
 * Defines a FaceTime call type: Apple's `facetime:` / `facetime-audio:` URL scheme followed by an
 * E.164 number or an e-mail address (`facetime://` is read too).
 */
function faceTimeType<K extends "facetime" | "facetime_audio">(key: K, label: string, scheme: string) {
  const pattern = new RegExp(`^${scheme}:(?://)?([^/?#]+)$`, "i");
  return defineQrType({
    key,
    label,
    schema: QR_CONTENT_SCHEMAS[key],
    example: { contact: "+14155550123" },
    build: ({ contact }) => `${scheme}:${encodeContact(toContact(contact))}`,
    parse: (payload) => {
      const raw = pattern.exec(payload)?.[1];
      if (!raw) return undefined;
      const text = decodeURIComponent(raw);
      const contact = text.includes("@") ? (isEmailAddress(text) ? text : undefined) : readE164(text);
      return contact ? { contact } : undefined;
    },
  });
}

/**
 * A FaceTime video call: `facetime:+14155550123`.
 *
 * @example
 * ```ts
 * facetime.build({ contact: "jane@example.com" }); // "facetime:jane@example.com"
 * ```
 */
export const facetime = faceTimeType("facetime", "FaceTime", "facetime");

/**
 * A FaceTime audio call: `facetime-audio:+14155550123`.
 *
 * @example
 * ```ts
 * facetimeAudio.build({ contact: "+1 415 555 0123" }); // "facetime-audio:+14155550123"
 * ```
 */
export const facetimeAudio = faceTimeType("facetime_audio", "FaceTime audio", "facetime-audio");
