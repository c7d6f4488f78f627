import { Type } from "@sinclair/typebox";
import { toWebAddress } from "../fields/web-address.js";
import { defineQrType } from "../qr-type.js";

/** A web address (http or https). A bare host such as `example.com` gets `https://` in front. */
export const url = defineQrType({
  key: "url",
  label: "Website URL",
  schema: Type.Object(
    {
      url: Type.String({
        minLength: 1,
        maxLength: 4096,
        description: "An http(s) address; `https://` is added when no scheme is given.",
      }),
    },
    { additionalProperties: false },
  ),
  example: { url: "https://example.com" },
  build: (content) => toWebAddress(content.url, "content.url"),
  parse: (payload) => (/^https?:\/\/\S+$/i.test(payload) ? { url: payload } : undefined),
});
