import { PLAY_PACKAGE_NAME, PlayStoreContentSchema } from "@qrbar/contract";
import { defineQrType } from "../../qr-type.js";
import { queryParam, readWebLink } from "./web-link.js";

/** The package name in a Play Store link (`https://play.google.com/store/apps/details?id=`, `market://details?id=`). */
function packageInLink(payload: string): string | undefined {
  const market = /^market:\/\/details\?/i.test(payload) ? new URL(payload) : undefined;
  if (market) return queryParam(market, "id");
  const url = readWebLink(payload, /^play\.google\.com$/);
  return url?.pathname === "/store/apps/details" ? queryParam(url, "id") : undefined;
}

/**
 * An app on Google Play: `https://play.google.com/store/apps/details?id=<package name>`.
 *
 * @example
 * ```ts
 * playStore.parse?.("market://details?id=com.whatsapp"); // { package_name: "com.whatsapp" }
 * ```
 */
export const playStore = defineQrType({
  key: "play_store",
  label: "Google Play app",
  schema: PlayStoreContentSchema,
  example: { package_name: "com.whatsapp" },
  build: ({ package_name }) => `https://play.google.com/store/apps/details?id=${package_name}`,
  parse: (payload) => {
    const packageName = packageInLink(payload);
    return packageName !== undefined && PLAY_PACKAGE_NAME.test(packageName) ? { package_name: packageName } : undefined;
  },
});
