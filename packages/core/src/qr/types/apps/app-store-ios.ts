import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { isCountryCode } from "../../fields/country-code.js";
import { definedFields } from "../../fields/defined-fields.js";
import { defineQrType } from "../../qr-type.js";
import { readWebLink } from "./web-link.js";

/** An App Store product page path: optional storefront, `app`, optional name slug, `id<digits>`. */
const APP_PATH = /^\/(?:([A-Za-z]{2})\/)?app\/(?:[^/]+\/)?id([1-9][0-9]{5,11})\/?$/;

const COUNTRY_RULE = "must be a two-letter ISO 3166-1 country code such as us or gb";

/**
 * An app on Apple's App Store: `https://apps.apple.com/<country>/app/id<digits>`, or without the country
 * `https://apps.apple.com/app/id<digits>`, which opens the scanner's own storefront.
 *
 * @example
 * ```ts
 * appStoreIos.build({ app_id: "310633997", country: "GB" }); // "https://apps.apple.com/gb/app/id310633997"
 * ```
 */
export const appStoreIos = defineQrType({
  key: "app_store_ios",
  label: "App Store app (iOS)",
  schema: Type.Object(
    {
      app_id: Type.String({
        minLength: 6,
        maxLength: 12,
        pattern: "^[1-9][0-9]{5,11}$",
        errorMessage: "must be an App Store app ID: 6-12 digits, the number after 'id' in the app's App Store link",
        description: "The app's Apple ID (the digits after `id` in its App Store link), e.g. 310633997.",
      }),
      country: Type.Optional(
        Type.String({
          minLength: 2,
          maxLength: 2,
          pattern: "^[A-Za-z]{2}$",
          errorMessage: COUNTRY_RULE,
          description:
            "Storefront of the product page: an ISO 3166-1 alpha-2 code, any case, written lower case in the link. Left out, the link opens the scanner's own storefront.",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  example: { app_id: "310633997", country: "us" },
  build: ({ app_id, country }) => {
    if (country !== undefined && !isCountryCode(country.toUpperCase())) {
      throw QrbarError.field("content.country", `${COUNTRY_RULE}; '${country}' is not an assigned code`);
    }
    const storefront = country === undefined ? "" : `${country.toLowerCase()}/`;
    return `https://apps.apple.com/${storefront}app/id${app_id}`;
  },
  parse: (payload) => {
    const url = readWebLink(payload, /^(?:apps|itunes)\.apple\.com$/);
    const match = url && APP_PATH.exec(url.pathname);
    const country = match?.[1]?.toLowerCase();
    if (!match?.[2] || (country !== undefined && !isCountryCode(country.toUpperCase()))) return undefined;
    return definedFields({ app_id: match[2], country });
  },
});
