import { APP_STORE_COUNTRY_RULE, AppStoreIosContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { isCountryCode } from "../../fields/country-code.js";
import { definedFields } from "../../fields/defined-fields.js";
import { defineQrType } from "../../qr-type.js";
import { readWebLink } from "./web-link.js";

/** An App Store product page path: optional storefront, `app`, optional name slug, `id<digits>`. */
const APP_PATH = /^\/(?:([A-Za-z]{2})\/)?app\/(?:[^/]+\/)?id([1-9][0-9]{5,11})\/?$/;

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
  schema: AppStoreIosContentSchema,
  example: { app_id: "310633997", country: "us" },
  build: ({ app_id, country }) => {
    if (country !== undefined && !isCountryCode(country.toUpperCase())) {
      throw QrbarError.field("content.country", `${APP_STORE_COUNTRY_RULE}; '${country}' is not an assigned code`);
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
