import { UrlContentSchema } from "@qrbar/contract";
import { toWebAddress } from "../fields/web-address.js";
import { defineQrType } from "../qr-type.js";

/** A web address (http or https). A bare host such as `example.com` gets `https://` in front. */
export const url = defineQrType({
  key: "url",
  label: "Website URL",
  schema: UrlContentSchema,
  example: { url: "https://example.com" },
  build: (content) => toWebAddress(content.url, "content.url"),
  parse: (payload) => (/^https?:\/\/\S+$/i.test(payload) ? { url: payload } : undefined),
});
