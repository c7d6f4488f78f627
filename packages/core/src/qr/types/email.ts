import { EmailContentSchema } from "@qrbar/contract";
import { definedFields } from "../fields/defined-fields.js";
import { fromMailtoAddress, toMailtoAddress } from "../fields/mailto-address.js";
import { formatQuery, parseQuery } from "../fields/uri-query.js";
import { defineQrType } from "../qr-type.js";

/** Line breaks in a `mailto:` body are CRLF, written `%0D%0A` (RFC 6068 section 5). */
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n");

/**
 * An e-mail to write, as an RFC 6068 `mailto:` URI with optional subject and body: the address percent-encoded as
 * section 2 requires (see {@link toMailtoAddress}), subject and body percent-encoded as UTF-8, the body's line
 * breaks as `%0D%0A` (section 5). A subject is one line (a header field cannot hold a line break).
 *
 * @example
 * ```ts
 * email.build({ email: "a?b@example.com", body: "Hi\nthere" }); // "mailto:a%3Fb@example.com?body=Hi%0D%0Athere"
 * ```
 */
export const email = defineQrType({
  key: "email",
  label: "E-mail",
  schema: EmailContentSchema,
  example: { email: "hello@example.com", subject: "Hello", body: "Sent from a QR code" },
  multiLine: ["body"],
  build: ({ email: address, subject, body }) =>
    `mailto:${toMailtoAddress(address, "content.email")}${formatQuery([
      ["subject", subject || undefined],
      ["body", body ? crlf(body) : undefined],
    ])}`,
  parse: (payload) => {
    const match = /^mailto:([^?#]*)(?:\?([^#]*))?$/i.exec(payload);
    const address = match && fromMailtoAddress(match[1] ?? "");
    const query = match && parseQuery(match[2] ?? "");
    if (!address || !query) return undefined;
    return definedFields({ email: address, subject: query.get("subject"), body: query.get("body") });
  },
});
