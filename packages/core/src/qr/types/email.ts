import { Type } from "@sinclair/typebox";
import { emailAddressSchema } from "../fields/email-address.js";
import { percentEncode } from "../fields/percent-encode.js";
import { defineQrType } from "../qr-type.js";

/** An e-mail to write, as an RFC 6068 `mailto:` URI with optional subject and body. */
export const email = defineQrType({
  key: "email",
  label: "E-mail",
  schema: Type.Object(
    {
      email: emailAddressSchema("Recipient address."),
      subject: Type.Optional(Type.String({ maxLength: 1000, description: "Subject line." })),
      body: Type.Optional(Type.String({ maxLength: 2000, description: "Message text." })),
    },
    { additionalProperties: false },
  ),
  example: { email: "hello@example.com", subject: "Hello", body: "Sent from a QR code" },
  build: ({ email: address, subject, body }) => {
    const query = [
      subject ? `subject=${percentEncode(subject)}` : "",
      body ? `body=${percentEncode(body)}` : "",
    ].filter(Boolean);
    return `mailto:${address}${query.length ? `?${query.join("&")}` : ""}`;
  },
  parse: (payload) => {
    const match = /^mailto:([^?]*)(?:\?(.*))?$/i.exec(payload);
    if (!match) return undefined;
    const params = new URLSearchParams((match[2] ?? "").replace(/\+/g, "%2B"));
    const subject = params.get("subject") ?? undefined;
    const body = params.get("body") ?? undefined;
    return {
      email: decodeURIComponent(match[1] ?? ""),
      ...(subject === undefined ? {} : { subject }),
      ...(body === undefined ? {} : { body }),
    };
  },
});
