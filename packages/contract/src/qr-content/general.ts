// Content schemas of the general QR types: plain text, a web address, an e-mail.
import * as Type from "@sinclair/typebox";
import { emailAddressSchema } from "./fields.js";

/** Content of the `email` QR type (E-mail). */
export const EmailContentSchema = Type.Object(
  {
    email: emailAddressSchema("Recipient address."),
    subject: Type.Optional(Type.String({ maxLength: 1000, description: "Subject line (one line)." })),
    body: Type.Optional(
      Type.String({ maxLength: 2000, description: "Message text; line breaks are written as CRLF." }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `text` QR type (Plain text). */
export const TextContentSchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 7089, description: "Any text." }) },
  { additionalProperties: false },
);

/** Content of the `url` QR type (Website URL). */
export const UrlContentSchema = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 4096,
      description: "An http(s) address; `https://` is added when no scheme is given.",
    }),
  },
  { additionalProperties: false },
);

/** The content schemas of the general QR types (text, url, email), by type key, in catalog order. */
export const GENERAL_CONTENT_SCHEMAS = {
  text: TextContentSchema,
  url: UrlContentSchema,
  email: EmailContentSchema,
};
