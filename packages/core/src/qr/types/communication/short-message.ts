import { QR_CONTENT_SCHEMAS } from "@qrbar/contract";
import { definedFields } from "../../fields/defined-fields.js";
import { readE164 } from "../../fields/e164-number.js";
import { toE164 } from "../../fields/phone.js";
import { defineQrType } from "../../qr-type.js";

/** The query of an RFC 5724 `sms:` URI (`?body=`), or of iOS's `;body=` / `&body=` variants. */
function readBody(query: string | undefined): string | undefined {
  for (const pair of (query ?? "").split("&")) {
    const [name, value = ""] = pair.split("=");
    if (name?.toLowerCase() === "body") return decodeURIComponent(value);
  }
  return undefined;
}

/**
 * Defines a short-message type: built as ZXing's `<PREFIX>:<number>:<message>` (the form most phone
 * scanners read, iOS and Android alike), parsed from that or from the RFC 5724 URI `<scheme>:<number>?body=`.
 */
function shortMessageType<K extends "sms" | "mms">(key: K, label: string, prefix: string, scheme: string) {
  const direct = new RegExp(`^${prefix}:([^:]*)(?::([\\s\\S]*))?$`, "i");
  const uri = new RegExp(`^${scheme}:([^?;&,]*)(?:[?;&]([\\s\\S]*))?$`, "i");
  return defineQrType({
    key,
    label,
    schema: QR_CONTENT_SCHEMAS[key],
    example: { phone: "+14155550123", message: "Hello from a QR code" },
    multiLine: ["message"],
    build: ({ phone, message }) => `${prefix}:${toE164(phone, "content.phone")}${message ? `:${message}` : ""}`,
    parse: (payload) => {
      const match = direct.exec(payload);
      const uriMatch = match ? undefined : uri.exec(payload);
      const number = readE164((match ?? uriMatch)?.[1] ?? "");
      if (!number) return undefined;
      const message = match ? match[2] : readBody(uriMatch?.[2]);
      return definedFields({ phone: number, message: message || undefined });
    },
  });
}

/**
 * A text message: `SMSTO:+14155550123:Hello`.
 *
 * @example
 * ```ts
 * sms.build({ phone: "+14155550123", message: "Hello" }); // "SMSTO:+14155550123:Hello"
 * ```
 */
export const sms = shortMessageType("sms", "SMS", "SMSTO", "sms");

/**
 * A multimedia message: `MMSTO:+14155550123:Hello`.
 *
 * @example
 * ```ts
 * mms.build({ phone: "+14155550123" }); // "MMSTO:+14155550123"
 * ```
 */
export const mms = shortMessageType("mms", "MMS", "MMSTO", "mms");
