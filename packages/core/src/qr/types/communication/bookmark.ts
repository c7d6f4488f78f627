import { BookmarkContentSchema } from "@qrbar/contract";
import { definedFields } from "../../fields/defined-fields.js";
import { buildMecardRecord, parseMecardRecord } from "../../fields/mecard-record.js";
import { toWebAddress } from "../../fields/web-address.js";
import { defineQrType } from "../../qr-type.js";

/**
 * A browser bookmark in the DoCoMo `MEBKM:` form: `MEBKM:TITLE:<title>;URL:<address>;;`, MECARD
 * escaping (so `https://` is written `https\://`, as DoCoMo's own example does).
 *
 * @example
 * ```ts
 * bookmark.build({ url: "https://example.com", title: "Example" }); // "MEBKM:TITLE:Example;URL:https\\://example.com;;"
 * ```
 */
export const bookmark = defineQrType({
  key: "bookmark",
  label: "Bookmark",
  schema: BookmarkContentSchema,
  example: { url: "https://example.com", title: "Example" },
  build: ({ url, title }) =>
    buildMecardRecord("MEBKM", [
      ["TITLE", title || undefined],
      ["URL", toWebAddress(url, "content.url")],
    ]),
  parse: (payload) => {
    const record = parseMecardRecord("MEBKM", payload);
    const url = record?.first("URL");
    if (!record || !url) return undefined;
    return definedFields({ url, title: record.first("TITLE") || undefined });
  },
});
