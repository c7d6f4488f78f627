// The basic types' (text, url, email) hand-written example payloads and canonical contents, which the
// QR-type suite (qr-type-suite.ts) checks them against.
import fc from "fast-check";
import { emailAddress, webAddress } from "./content-arbitraries.js";

/** The payload of each basic type's catalog example (RFC 3986, RFC 6068), in catalog order. */
export const BASIC_EXAMPLE_PAYLOADS: Record<string, string> = {
  text: "Hello from qrbar",
  url: "https://example.com",
  email: "mailto:hello@example.com?subject=Hello&body=Sent%20from%20a%20QR%20code",
};

/**
 * Text no other type claims (no scheme, none of the separators a structured payload starts with), with
 * line breaks when `lines` (generateQr refuses them in a single-line field).
 */
const plainText = (maxLength: number, lines = false) =>
  fc.string({
    unit: fc.constantFrom("a", "Z", "7", " ", "é", "€", "😀", ".", ",", "!", "?", "&", "%", ...(lines ? ["\n"] : [])),
    minLength: 1,
    maxLength,
  });

/** An arbitrary of canonical contents per basic type. */
export const BASIC_CONTENTS: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  text: fc.record({ text: plainText(120, true) }),
  url: fc.record({ url: webAddress }),
  email: fc.record(
    {
      email: emailAddress,
      subject: plainText(30),
      // RFC 6068: a line break in a body is CRLF, which the payload holds as %0D%0A.
      body: plainText(60, true).map((body) => body.replaceAll("\n", "\r\n")),
    },
    { requiredKeys: ["email"] },
  ),
};
